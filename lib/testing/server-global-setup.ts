import { distDir, hasProductionBuild } from "./server-process";

// Fails the server suite at once, with the fix, when there is no production build to serve.
export default function checkProductionBuild(): void {
  if (!hasProductionBuild()) {
    throw new Error(
      `The server tests need a production build in ${distDir}: run \`npm run build\` ` +
        `(or \`NEXT_DIST_DIR=${distDir} npx next build\`) first.`,
    );
  }
}
