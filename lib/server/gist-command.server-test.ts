import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Debian's `gist` command (package `gist`, binary `gist-paste`, issue 44 item 2) unchanged against
// the production server: GITHUB_URL=<site> makes it call <site>/api/v3 with the token it reads
// from ~/.gist.<site as a file name>. Create from a file and from stdin, private, update, list,
// read, delete: each as its users type it.

const GIST = "gist-paste";
let data: ServerData;
let server: ServerProcess;
let owner: Account;
const home = mkdtempSync(join(tmpdir(), "myst-gist-command-"));

/** The command's environment: its home with the token file, the site, and no proxy (it would take the request elsewhere). */
function commandEnv(): NodeJS.ProcessEnv {
  const { http_proxy: _, HTTP_PROXY: __, ...rest } = process.env;
  return { ...rest, HOME: home, GITHUB_URL: server.url, LANG: "C.UTF-8" };
}

/** Runs gist-paste as its user would, with `stdin` typed in; its output, or its failure with everything it said. */
function gist(args: string[], stdin = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(GIST, args, { cwd: home, env: commandEnv() }, (error, stdout, stderr) =>
      error ? reject(new Error(`gist-paste ${args.join(" ")}: ${error.message}\n${stdout}${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(stdin);
  });
}

/** The gist id at the end of the page URL gist-paste prints for a new gist. */
function idOf(output: string): string {
  const url = output.trim();
  expect(url.startsWith(`${server.url}/`), output).toBe(true);
  return url.slice(server.url.length + 1);
}

beforeAll(async () => {
  // The tests' prerequisites install it (lib/testing/prerequisites.ts); a machine without it fails here, saying how.
  if (spawnSync(GIST, ["--version"]).error) {
    throw new Error(`${GIST} is not installed: apt-get install -y gist (Debian's package of the gist command)`);
  }
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  owner = await signUp(server.url, "gistcommand");
  // Where the command looks for its token when GITHUB_URL is set (lib/gist.rb, AuthTokenFile).
  const tokenFile = `.gist.${server.url.replace(/:/g, ".").replace(/[^a-z0-9.-]/g, "")}`;
  writeFileSync(join(home, tokenFile), owner.token, { mode: 0o600 });
});

afterAll(async () => {
  await server?.terminate();
  await data?.dispose();
  rmSync(home, { recursive: true, force: true });
});

const pasteOf = async (id: string) =>
  (await call(server.url, owner, "GET", `/api/v3/pastes/${id}`)).json() as Promise<{
    private: boolean;
    pasties: { title: string; content: string }[];
  }>;

describe("the gist command (gist-paste)", () => {
  it("creates a public gist from a file and reads it back", async () => {
    writeFileSync(join(home, "hello.py"), 'print("hello")\n');
    const id = idOf(await gist(["hello.py"]));
    const paste = await pasteOf(id);
    expect(paste.private).toBe(false);
    expect(paste.pasties).toMatchObject([{ title: "hello.py", content: 'print("hello")\n' }]);
    // Ruby's puts adds no newline to a text that ends with one: the file as it is.
    expect(await gist(["-r", id])).toBe('print("hello")\n');
  });

  it("creates a private gist from stdin, updates it, lists it and deletes it", async () => {
    const id = idOf(await gist(["-p", "-d", "from a pipe"], "first text\n"));
    expect(await pasteOf(id)).toMatchObject({ private: true, pasties: [{ title: "gistfile1.txt", content: "first text\n" }] });

    await gist(["-u", id, "-f", "gistfile1.txt"], "second text\n");
    expect((await pasteOf(id)).pasties).toMatchObject([{ title: "gistfile1.txt", content: "second text\n" }]);

    expect(await gist(["-l"])).toContain(`${server.url}/${id} from a pipe (secret)`);

    expect(await gist(["--delete", id])).toContain("Deleted!");
    expect((await call(server.url, owner, "GET", `/api/v3/pastes/${id}`)).status).toBe(404);
  });

  it("reads nobody else's private gist", async () => {
    const stranger = await signUp(server.url, "giststranger");
    const created = await call(server.url, stranger, "POST", "/api/v3/pastes", {
      title: "theirs",
      private: true,
      pasties: [{ title: "a.txt", content: "secret", language: "Text" }],
    });
    const { id } = (await created.json()) as { id: string };
    await expect(gist(["-r", id])).rejects.toThrow(`Gist with id of ${id} does not exist.`);
  });
});
