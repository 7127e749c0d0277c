#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook build to Chromatic for visual review.
// Needs CHROMATIC_PROJECT_TOKEN and network access to chromatic.com, so CI here does not run it.
// Without the network the CLI retries for a long time; it is stopped after
// CHROMATIC_RUN_TIMEOUT_MINUTES (default 15). Extra arguments go to the chromatic CLI.
import { spawn } from "node:child_process";
import path from "node:path";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    "chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n" +
      "Copy the project token from chromatic.com (Manage → Configure) and run:\n" +
      "  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic\n" +
      "The local visual checks run without it: npm run test:storybook",
  );
  process.exit(1);
}

const timeoutMinutes = Number(process.env.CHROMATIC_RUN_TIMEOUT_MINUTES ?? 15);
const bin = (name) => path.join("node_modules", ".bin", name);
let child;

function exec(command, args) {
  return new Promise((resolve) => {
    // Own process group, so a timeout or Ctrl-C stops everything the CLI started.
    child = spawn(command, args, { stdio: "inherit", detached: true });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      child = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopChild() {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopChild();
    process.exit(1);
  });
}

const timer = setTimeout(() => {
  console.error(`chromatic: no result after ${timeoutMinutes} min (is chromatic.com reachable?); stopped.`);
  stopChild();
  process.exit(124);
}, timeoutMinutes * 60_000);

// chromatic.config.json points at storybook-static, so build it first.
let code = await exec(bin("storybook"), ["build", "--quiet", "-o", "storybook-static"]);
if (code === 0) {
  code = await exec(bin("chromatic"), ["--config-file", "chromatic.config.json", ...process.argv.slice(2)]);
}
clearTimeout(timer);
process.exit(code);
