import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/**
 * Makes sure each `{ path | command, package }` is on the machine: installs the missing ones
 * from Debian's packages when we are root (CI), otherwise says what to install. Answers
 * whether everything is there now. Never downloads anything but Debian packages.
 */
export function ensureDebianPackages(needs) {
  const missing = needs
    .filter((need) => !(need.path ? existsSync(need.path) : onPath(need.command)))
    .map((need) => need.package);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Needed: ${missing.join(", ")}.\nInstall with: sudo apt-get install -y ${missing.join(" ")}`);
    return false;
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages…`);
  const apt = (args) =>
    execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...missing]);
  return true;
}

function onPath(command) {
  return (process.env.PATH ?? "").split(":").some((dir) => dir && existsSync(`${dir}/${command}`));
}
