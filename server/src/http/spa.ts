import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../errors.js";

const IMMUTABLE = "public, max-age=31536000, immutable";
// Always revalidated, so a new deploy's asset names reach the browser at once.
const REVALIDATE = "no-cache";

/** Paths the server owns: never answered with the app's page. */
const serverPaths = /^\/(api|oauth2)(\/|$)/;

const notBuiltMessage = (appDistDir: string) =>
  `Shopdesk's web app has not been built: ${path.join(appDistDir, "index.html")} does not exist.\n` +
  `Run \`npm run build\` (or \`npm start\`, which builds first) and restart the server, ` +
  `or use \`npm run dev\` for the development server.\n`;

function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split("?", 1)[0] ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !serverPaths.test(pathname) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

/**
 * Serves the built app from `appDistDir` and answers any other page request with its
 * index.html, so client-side routes survive a reload. Sets the root not-found handler, so
 * it is called on the root instance rather than registered as an encapsulated plugin.
 */
export async function registerSpa(app: FastifyInstance, appDistDir: string): Promise<void> {
  const assetsDir = path.join(appDistDir, "assets") + path.sep;
  const indexFile = path.join(appDistDir, "index.html");
  if (!fs.existsSync(indexFile)) app.log.warn(notBuiltMessage(appDistDir).trim());

  await app.register(fastifyStatic, {
    root: appDistDir,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader("cache-control", filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendPage = async (reply: FastifyReply) => {
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type("text/plain; charset=utf-8").send(notBuiltMessage(appDistDir));
    }
    return reply.header("cache-control", REVALIDATE).sendFile("index.html");
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return sendPage(reply);
    return reply
      .status(404)
      .send(errorBody(404, `No such endpoint: ${request.method} ${request.url.split("?", 1)[0]}`));
  });
}
