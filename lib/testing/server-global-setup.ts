import { serverBuild } from "../server/server-bundle.mjs";
import { distDir, hasProductionBuild } from "./server-process";

// Fails the server suite at once, with the fix, when there is no production build to serve, and
// compiles the server beside a Next.js build made without it (`next build` alone), once, before
// the suites start servers side by side.
export default async function checkProductionBuild(): Promise<void> {
  if (!hasProductionBuild()) {
    throw new Error(`The server tests need a production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npm run build\` first.`);
  }
  const server = serverBuild(distDir);
  if (!server.isCurrent()) await server.build();
}
