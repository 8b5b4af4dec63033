import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docRecipes } from "../testing/doc-recipes";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";
import { startTlsTerminator, type TlsTerminator } from "../testing/tls-terminator";

// The command-line Gist clients nobody here wrote (issue 44), unchanged against the production
// server, driven by the recipes of docs/use/command-line.md ("GitHub gist tools") run as written
// in a shell, with only the page's placeholders filled in (the site, the token, a gist's id):
// - Debian's `gist` command (package `gist`, binary `gist-paste`): GITHUB_URL=<site> makes it call
//   <site>/api/v3 with the token it reads from ~/.gist.<site as a file name>. Create from a file
//   and from stdin, private, update, list, read, delete.
// - The GitHub CLI (`gh`): it calls an enterprise host (GH_HOST) only at https://HOST/api/v3, so
//   here through an HTTPS front (lib/testing/tls-terminator.ts) whose certificate it is told to
//   trust. Create, view, delete; its commands that ask GraphQL fail, as the page says.
// A recipe added to or changed in those sections without its check here fails the first tests.

const PAGE = "docs/use/command-line.md";
const SITE = "https://myst.example/";
const PLACEHOLDER_GIST = "abcd1234";
const gistCommandRecipes = docRecipes(PAGE, "### The `gist` command");
const githubCliRecipes = docRecipes(PAGE, "### The GitHub CLI");

let data: ServerData;
let server: ServerProcess;
let tls: TlsTerminator;
let owner: Account;
const home = mkdtempSync(join(tmpdir(), "myst-gist-command-"));

const files: Record<string, string> = {
  "main.py": 'print("hello")\n',
  "build.log": "step 1 ok\nstep 2 ok\n",
};

/** The file gist-paste reads its token from for `site` (lib/gist.rb, auth_token_file). */
const tokenFileOf = (site: string) => `.gist.${site.replace(/:/g, ".").replace(/[^a-z0-9.-]/g, "")}`;

beforeAll(async () => {
  // The tests' prerequisites install them (lib/testing/prerequisites.ts); a machine without them fails here, saying how.
  for (const [command, pkg] of [
    ["gist-paste", "gist"],
    ["gh", "gh"],
  ] as const) {
    if (spawnSync(command, ["--version"]).error) throw new Error(`${command} is not installed: apt-get install -y ${pkg}`);
  }
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  tls = await startTlsTerminator(server.url, home);
  owner = await signUp(server.url, "gistcommand");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(home, name), text);
});

afterAll(async () => {
  await tls?.close();
  await server?.terminate();
  await data?.dispose();
  rmSync(home, { recursive: true, force: true });
});

/**
 * Runs a section's setup and then one of its recipes in one shell, as its user would in the
 * directory of the files, with the page's placeholders filled in: what the commands printed.
 * The environment is the user's: HOME with the token files, no proxy (it would take the requests
 * elsewhere), gh's certificate to trust, and gh not asking the internet about its updates.
 */
function run(setup: string, recipe: string, gistId = ""): Promise<string> {
  const script = `${setup}\n${recipe}`
    .replaceAll(tokenFileOf(SITE), tokenFileOf(server.url))
    .replaceAll(SITE, `${server.url}/`)
    .replaceAll("GH_HOST=myst.example", `GH_HOST=${tls.host}`)
    .replaceAll(PLACEHOLDER_GIST, gistId);
  const { http_proxy: _, HTTP_PROXY: __, https_proxy: ___, HTTPS_PROXY: ____, ...rest } = process.env;
  const env = { ...rest, HOME: home, LANG: "C.UTF-8", MYST_TOKEN: owner.token, SSL_CERT_FILE: tls.certFile, GH_NO_UPDATE_NOTIFIER: "1" };
  return new Promise((resolve, reject) => {
    execFile("sh", ["-c", script], { cwd: home, env }, (error, stdout, stderr) =>
      error ? reject(new Error(`${script}\n${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

type Paste = { title: string | null; private: boolean; pasties: { title: string; content: string }[] };
const pasteOf = async (id: string) => (await call(server.url, owner, "GET", `/api/v3/pastes/${id}`)).json() as Promise<Paste>;
const statusOf = async (id: string) => (await call(server.url, owner, "GET", `/api/v3/pastes/${id}`)).status;

/** The gist id at the end of the page address a command printed for a new gist, on a line of its own. */
function idOf(output: string, site: string): string {
  expect(output).toMatch(new RegExp(`^${site.replaceAll(".", "\\.")}/[a-z0-9]+\\n$`));
  return output.trim().slice(site.length + 1);
}

type Check = { starts: string; check: (recipe: string) => Promise<void> };

/** Each section's checks run in order, as its user types the recipes: later ones use the gist the first made. */
function describeRecipes(section: string, recipes: string[], checks: Check[]) {
  describe(`the recipes of "${section}", run as written`, () => {
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
}

let fromFile = "";
let fromPipe = "";
const [gistSetup = ""] = gistCommandRecipes;
const gist = (recipe: string, gistId = fromFile) => run(gistSetup, recipe, gistId);

describeRecipes("The gist command", gistCommandRecipes, [
  {
    starts: "export GITHUB_URL=https://myst.example/\n(umask 0077",
    check: async (recipe) => {
      await run(recipe, "");
      expect(readFileSync(join(home, tokenFileOf(server.url)), "utf8")).toBe(owner.token);
    },
  },
  {
    starts: "gist-paste main.py",
    check: async (recipe) => {
      fromFile = idOf(await gist(recipe), server.url);
      expect(await pasteOf(fromFile)).toMatchObject({ private: false, pasties: [{ title: "main.py", content: files["main.py"] }] });
    },
  },
  {
    starts: 'cat build.log | gist-paste -p -f build.log -d "Nightly build"',
    check: async (recipe) => {
      fromPipe = idOf(await gist(recipe), server.url);
      expect(await pasteOf(fromPipe)).toMatchObject({
        title: "Nightly build",
        private: true,
        pasties: [{ title: "build.log", content: files["build.log"] }],
      });
    },
  },
  {
    starts: "gist-paste -u abcd1234 main.py",
    check: async (recipe) => {
      writeFileSync(join(home, "main.py"), 'print("hello again")\n');
      await gist(recipe);
      expect((await pasteOf(fromFile)).pasties).toMatchObject([{ title: "main.py", content: 'print("hello again")\n' }]);
    },
  },
  {
    starts: "gist-paste -l",
    check: async (recipe) => {
      const listed = await gist(recipe);
      expect(listed).toContain(`${server.url}/${fromPipe} Nightly build (secret)`);
      expect(listed).toContain(`${server.url}/${fromFile}`);
    },
  },
  {
    // Ruby's puts adds no newline to a text that ends with one: the file as it is.
    starts: "gist-paste -r abcd1234",
    check: async (recipe) => expect(await gist(recipe)).toBe('print("hello again")\n'),
  },
  {
    starts: "gist-paste --delete abcd1234",
    check: async (recipe) => {
      expect(await gist(recipe)).toContain("Deleted!");
      expect(await statusOf(fromFile)).toBe(404);
    },
  },
]);

let created = "";
const [ghSetup = ""] = githubCliRecipes;
const gh = (recipe: string) => run(ghSetup, recipe, created);

describeRecipes("The GitHub CLI", githubCliRecipes, [
  {
    starts: 'export GH_HOST=myst.example GH_ENTERPRISE_TOKEN="$MYST_TOKEN"',
    // Nothing to see until gh is run: each recipe below runs after it.
    check: async (recipe) => expect(await run(recipe, "echo $GH_HOST $GH_ENTERPRISE_TOKEN")).toBe(`${tls.host} ${owner.token}\n`),
  },
  {
    starts: "gh gist create main.py",
    check: async (recipe) => {
      // The addresses the server hands out name the host gh called (through the HTTPS front, over HTTP here).
      created = idOf(await gh(recipe), `http://${tls.host}`);
      expect(await pasteOf(created)).toMatchObject({
        private: true,
        pasties: [{ title: "main.py", content: readFileSync(join(home, "main.py"), "utf8") }],
      });
    },
  },
  {
    starts: "gh gist view abcd1234",
    check: async (recipe) => expect(await gh(recipe)).toContain(readFileSync(join(home, "main.py"), "utf8")),
  },
  {
    starts: "gh gist delete abcd1234",
    check: async (recipe) => {
      await gh(recipe);
      expect(await statusOf(created)).toBe(404);
    },
  },
]);

describe("the command-line clients and what is not theirs", () => {
  it("gist-paste reads nobody else's private gist", async () => {
    const stranger = await signUp(server.url, "giststranger");
    const theirs = await call(server.url, stranger, "POST", "/api/v3/pastes", {
      title: "theirs",
      private: true,
      pasties: [{ title: "a.txt", content: "secret", language: "Text" }],
    });
    const { id } = (await theirs.json()) as { id: string };
    await expect(gist("gist-paste -r abcd1234", id)).rejects.toThrow(`Gist with id of ${id} does not exist.`);
  });

  it("gh lists and edits through GraphQL, which Myst does not serve: it fails, as the page says", async () => {
    await expect(gh("gh gist list")).rejects.toThrow(/api\/graphql/);
    const mine = await call(server.url, owner, "POST", "/api/v3/pastes", {
      pasties: [{ title: "a.txt", content: "mine", language: "Text" }],
    });
    const { id } = (await mine.json()) as { id: string };
    // It reads the gist (REST), then asks GraphQL who is calling, to refuse someone else's.
    await expect(run(ghSetup, `gh gist edit ${id} --add main.py`)).rejects.toThrow(/api\/graphql/);
    expect((await pasteOf(id)).pasties).toHaveLength(1);
  });
});
