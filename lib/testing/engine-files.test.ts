import { globSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { httpSurfaceServerTests, ownEngineFiles, routeHandlerTests } from "./engine-files";

const root = fileURLToPath(new URL("../../", import.meta.url));

// A renamed test file would drop out of these lists unseen, and run twice again or, worse, a
// new file of the same name would be left out of CI's PostgreSQL pass without anyone deciding it.
it("names only test files that exist", () => {
  const missing = [...ownEngineFiles, ...routeHandlerTests, ...httpSurfaceServerTests].filter(
    (pattern) => globSync(pattern, { cwd: root }).length === 0,
  );
  expect(missing).toEqual([]);
});
