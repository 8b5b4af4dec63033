// `npm start`: the compiled production server (see server-bundle.mjs), built first on a fresh
// checkout so that `npm ci && npm start` needs nothing else. `npm run dev` runs
// lib/server/start.ts itself, under tsx.
import { pathToFileURL } from "node:url";
import { buildNext, serverBuild } from "./server-bundle.mjs";

const server = serverBuild();
try {
  if (!server.hasNextBuild()) {
    console.log("No production build found: building once (this takes a minute or two)…");
    buildNext();
  }
  if (!server.isCurrent()) await server.build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(server.entry).href);
