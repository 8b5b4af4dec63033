import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docRecipes } from "../testing/doc-recipes";
import { createServerData, type ServerData } from "../testing/server-data";
import { projectDir, type ServerProcess, startServer } from "../testing/server-process";

// The captcha as a script meets it (docs/api/captcha.md), against the production server with
// CAPTCHA=anonymous: an anonymous create without X-Captcha is refused and told where to get a
// challenge; the page's script, run as written with only the address filled in, solves one and
// creates; and a browser elsewhere may send the header (CORS).

const [recipe] = docRecipes("docs/api/captcha.md", "## A script that solves it", "js");

let data: ServerData;
let server: ServerProcess;

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env: { CAPTCHA: "anonymous" } });
});

afterAll(async () => {
  await server?.kill9();
  await data?.dispose();
});

/** The recipe run by Node.js from the project (where altcha-lib is installed): what it printed. */
function run(script: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["--input-type=module", "-e", script], { cwd: projectDir, timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

describe("the captcha recipe", () => {
  it("an anonymous create without a challenge is refused, naming the header and where to get one", async () => {
    const answer = await fetch(`${server.url}/api/v3/pastes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pasties: [{ content: "hello" }] }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ statusCode: 403, message: expect.stringContaining("GET /api/v3/captcha"), captcha: "missing" });
  });

  it("the page's script solves one and creates, as written", async () => {
    expect(recipe).toContain('const base = "http://localhost:3000";');
    const printed = await run(recipe!.replace('"http://localhost:3000"', JSON.stringify(server.url)));
    expect(printed).toMatch(/^201 /);
  });

  it("a web page elsewhere may send X-Captcha", async () => {
    const answer = await fetch(`${server.url}/api/v3/pastes`, {
      method: "OPTIONS",
      headers: { Origin: "https://other.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "x-captcha" },
    });
    expect(answer.headers.get("access-control-allow-headers")).toContain("X-Captcha");
  });
});
