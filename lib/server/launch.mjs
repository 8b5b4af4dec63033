// `npm start`: the compiled production server (see server-bundle.mjs), built first on a fresh
// checkout so that `npm ci && npm start` needs nothing else, then run as a child process that is
// started again when it dies (supervisor.mjs). `npm run dev` runs lib/server/start.ts itself,
// under tsx.
import { buildNext, serverBuild } from "./server-bundle.mjs";
import { superviseServer } from "./supervisor.mjs";

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
superviseServer(server.entry);
