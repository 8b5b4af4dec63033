import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docRecipes } from "../testing/doc-recipes";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// The command line's curl and PUT recipes (docs/use/command-line.md), each run as written — the real curl, in
// a shell, against the production server — with only the documentation's placeholders filled
// in: the instance's address, the token, and the ids of the pasty a PUT replaces. A recipe added
// to or changed in those sections without its check here fails the first test.

const SITE = "https://myst.example";
const PLACEHOLDER_PASTE = "abcd1234";
const PLACEHOLDER_PASTY = "efgh5678";
const MAX_BODY_BYTES = 256 * 1024;

const PAGE = "docs/use/command-line.md";
// The GitHub gist tools' recipes, further down the page, are the Gist API's tests' (gist-command, gist-octokit).
const recipes = [...docRecipes(PAGE, "## Pasting with curl"), ...docRecipes(PAGE, "## Updating a pasty with PUT")];

const files: Record<string, string> = {
  "main.py": "def main():\n    print('hello from curl')\n",
  "test_main.py": "from main import main\n\ndef test_main():\n    main()\n",
  "build.log": "step 1 ok\nstep 2 ok\n",
  "notes.txt": "# Notes\n\nRead once.\n",
  "prompt.md": "You are a careful reviewer. (v2)\n",
};

let data: ServerData;
let server: ServerProcess;
let account: Account;
let workDir: string;
/** The pasty the PUT recipes replace, made by the account (through the API). */
let target: { pasteId: string; pastyId: string };

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env: { MAX_BODY_BYTES: String(MAX_BODY_BYTES) } });
  account = await signUp(server.url, "curl-user");
  workDir = mkdtempSync(join(tmpdir(), "myst-curl-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(workDir, name), text);
  const created = await call(server.url, account, "POST", "/api/v3/pastes", {
    pasties: [{ title: "prompt.md", content: "You are a reviewer. (v1)\n", language: "Markdown" }],
  });
  const paste = (await created.json()) as { id: string; pasties: { id: string }[] };
  target = { pasteId: paste.id, pastyId: paste.pasties[0]!.id };
});

afterAll(async () => {
  await server?.kill9();
  await data?.dispose();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A recipe run by sh in the directory of the files, with its placeholders filled in: what curl printed. */
function run(recipe: string, env: Record<string, string> = {}): Promise<string> {
  const script = recipe
    .replaceAll(SITE, server.url)
    .replaceAll(PLACEHOLDER_PASTE, target.pasteId)
    .replaceAll(PLACEHOLDER_PASTY, target.pastyId);
  return new Promise((resolve, reject) => {
    execFile("sh", ["-c", script], { cwd: workDir, env: { ...process.env, MYST_TOKEN: account.token, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${script}\n${stderr}`)) : resolve(stdout),
    );
  });
}

type Paste = {
  id: string;
  private: boolean;
  burnAfterRead: boolean;
  deletesAt: string | null;
  pasties: { title: string; content: string; language: string }[];
};

/** The paste whose address curl printed, read through the API (as the account, or anyone). */
async function pasteAt(printed: string, as: Account | null = null): Promise<Paste> {
  expect(printed).toMatch(new RegExp(`^${server.url}/[a-z0-9]+\\n$`));
  const read = await call(server.url, as, "GET", `/api/v3/pastes/${new URL(printed).pathname.slice(1)}`);
  expect(read.status).toBe(200);
  return (await read.json()) as Paste;
}

const rawText = async () => (await fetch(`${server.url}/raw/${target.pasteId}/${target.pastyId}`)).text();

/** What each recipe of the page, in its order, must do. */
const checks: { starts: string; check: (recipe: string) => Promise<void> }[] = [
  {
    starts: "curl --data-binary @main.py https://myst.example/",
    check: async (recipe) => expect((await pasteAt(await run(recipe))).pasties[0]!.content).toBe(files["main.py"]),
  },
  {
    starts: "curl -F file=@main.py https://",
    check: async (recipe) => expect((await pasteAt(await run(recipe))).pasties).toMatchObject([{ title: "main.py", language: "Python" }]),
  },
  {
    starts: "curl -F file=@main.py -F file=@test_main.py",
    check: async (recipe) =>
      expect((await pasteAt(await run(recipe))).pasties.map((pasty) => pasty.title)).toEqual(["main.py", "test_main.py"]),
  },
  {
    starts: "cat build.log |",
    check: async (recipe) => expect((await pasteAt(await run(recipe))).pasties[0]!.content).toBe(files["build.log"]),
  },
  {
    starts: 'curl --data-binary @main.py "https://myst.example/?name=main.py&expires=1d"',
    check: async (recipe) => {
      const paste = await pasteAt(await run(recipe));
      expect(paste.pasties[0]).toMatchObject({ title: "main.py", language: "Python" });
      expect(paste.deletesAt).not.toBeNull();
    },
  },
  {
    starts: 'curl --data-binary @notes.txt "https://myst.example/?lang=markdown&burn=1"',
    check: async (recipe) =>
      expect(await pasteAt(await run(recipe))).toMatchObject({ burnAfterRead: true, pasties: [{ language: "Markdown" }] }),
  },
  {
    starts: 'curl --data-binary @main.py -H "Authorization: Bearer $MYST_TOKEN" "https://myst.example/?private=1"',
    check: async (recipe) => {
      const printed = await run(recipe);
      expect((await pasteAt(printed, account)).private).toBe(true);
      expect((await fetch(printed.trim())).status).toBe(404);
    },
  },
  {
    starts: "curl -X PUT --data-binary @prompt.md",
    check: async (recipe) => {
      // The raw text read twice by anyone: the second answer is the response cache's, which the PUT must drop.
      await rawText();
      expect((await fetch(`${server.url}/raw/${target.pasteId}/${target.pastyId}`)).headers.get("x-cache")).toBe("HIT");
      expect(await run(recipe)).toBe(`${server.url}/${target.pasteId}\n`);
      expect(await rawText()).toBe(files["prompt.md"]);
    },
  },
  {
    starts: "etag=$(curl -s -o /dev/null -w '%header{etag}'",
    check: async (recipe) => {
      const stale = (await fetch(`${server.url}/raw/${target.pasteId}/${target.pastyId}`)).headers.get("etag")!;
      writeFileSync(join(workDir, "prompt.md"), "You are a careful reviewer. (v3)\n");
      expect(await run(recipe)).toBe(`${server.url}/${target.pasteId}\n`);
      expect(await rawText()).toBe("You are a careful reviewer. (v3)\n");
      // The PUT line again with the ETag read before that change: refused, nothing written.
      writeFileSync(join(workDir, "prompt.md"), "lost update\n");
      expect(await run(recipe.split("\n")[1]!, { etag: stale })).toMatch(/^The pasty was changed since you read it.*\n$/);
      expect(await rawText()).toBe("You are a careful reviewer. (v3)\n");
    },
  },
];

describe("the recipes of docs/use/command-line.md, run with curl", () => {
  it("are the ones checked here, in order", () => {
    expect(recipes.map((recipe) => checks.findIndex(({ starts }) => recipe.startsWith(starts)))).toEqual(checks.map((_, index) => index));
  });

  for (const [index, { starts, check }] of checks.entries()) {
    it(`works as documented: ${starts}`, async () => {
      expect(recipes[index]?.startsWith(starts)).toBe(true);
      await check(recipes[index]!);
    });
  }
});

describe("what curl is told when it goes wrong", () => {
  const status = (args: string) => run(`curl -s -w ' %{http_code}' ${args}`);

  it("a body over MAX_BODY_BYTES: 413 in one line of text", async () => {
    writeFileSync(join(workDir, "big.txt"), "a".repeat(MAX_BODY_BYTES + 1));
    expect(await status(`--data-binary @big.txt ${server.url}/`)).toBe(`The request body is larger than ${MAX_BODY_BYTES} bytes.\n 413`);
  });

  it("another site's form with the victim's cookie is a browser's POST: refused, no paste", async () => {
    const answer = await status(`-H 'Origin: https://evil.example' -H 'Cookie: ${account.cookie}' --data-binary @main.py ${server.url}/`);
    expect(answer).toMatch(/ 403$/);
  });
});
