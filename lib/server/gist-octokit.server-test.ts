import { execFile } from "node:child_process";
import { Octokit } from "@octokit/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docRecipes } from "../testing/doc-recipes";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { projectDir, type ServerProcess, startServer } from "../testing/server-process";

// The Gist-compatible API (issue 44, docs/api/gists.md) driven by a client nobody here wrote:
// GitHub's own Octokit (@octokit/rest), pointed at the production server as at a GitHub
// Enterprise instance (`baseUrl: <site>/api/v3`), every endpoint Myst serves called exactly as
// a program written for GitHub calls it. Octokit sends `Authorization: token …` and GitHub's
// media type, follows Link headers in paginate, and throws a RequestError on any status ≥ 400.

let data: ServerData;
let server: ServerProcess;
let owner: Account;
let octokit: Octokit;
let anonymous: Octokit;

beforeAll(async () => {
  data = await createServerData();
  // Rate limits on (generous), so GET /rate_limit has budgets to tell.
  server = await startServer({
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_READ_PER_MINUTE: "5000", RATE_LIMIT_WRITE_PER_MINUTE: "5000" },
  });
  owner = await signUp(server.url, "octocat");
  // Octokit logs every refusal; those here are expected, and asserted.
  const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  octokit = new Octokit({ auth: owner.token, baseUrl: `${server.url}/api/v3`, log });
  anonymous = new Octokit({ baseUrl: `${server.url}/api/v3`, log });
});

afterAll(async () => {
  await server?.terminate();
  await data?.dispose();
});

/** The status of the RequestError a call threw (Octokit throws on every status ≥ 400). */
async function statusOf(request: Promise<unknown>): Promise<number> {
  try {
    await request;
  } catch (error) {
    return (error as { status: number }).status;
  }
  throw new Error("the call succeeded");
}

describe("Octokit against Myst", () => {
  it("knows the user: users.getAuthenticated, users.getByUsername", async () => {
    const { data: self, headers } = await octokit.users.getAuthenticated();
    // The media type GitHub names on every answer, errors too.
    expect(headers["x-github-media-type"]).toBe("github.v3; format=json");
    expect(self).toMatchObject({ login: "octocat", type: "User", html_url: `${server.url}/profile/octocat` });
    const { data: user } = await anonymous.users.getByUsername({ username: "octocat" });
    expect(user).toMatchObject({ login: "octocat", id: self.id });
    const refusal = await anonymous.users.getAuthenticated().catch((error: { response: { headers: Record<string, string> } }) => error);
    expect(refusal).toMatchObject({ status: 401, response: { headers: { "x-github-media-type": "github.v3; format=json" } } });
  });

  it("creates, reads, updates and deletes a gist: gists.create, get, update, delete", async () => {
    const { data: created, status } = await octokit.gists.create({
      description: "octokit",
      files: { "hello.py": { content: "print('hi')\n" }, "notes.md": { content: "# notes\n" } },
    });
    expect(status).toBe(201);
    expect(created).toMatchObject({ public: false, owner: { login: "octocat" }, git_pull_url: `${server.url}/${created.id}.git` });
    const id = created.id!;

    const { data: read } = await octokit.gists.get({ gist_id: id });
    expect(read.files!["hello.py"]).toMatchObject({ language: "Python", content: "print('hi')\n" });
    // A secret gist is Myst's private paste: nobody else sees it.
    expect(await statusOf(anonymous.gists.get({ gist_id: id }))).toBe(404);
    // Its raw_url serves the text to its owner.
    const raw = await fetch(read.files!["hello.py"]!.raw_url!, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(await raw.text()).toBe("print('hi')\n");

    const { data: updated } = await octokit.gists.update({
      gist_id: id,
      description: "octokit, edited",
      files: { "hello.py": { filename: "hello.rb", content: "puts 'hi'\n" }, "notes.md": null as never },
    });
    expect(Object.keys(updated.files!)).toEqual(["hello.rb"]);
    expect(updated.files!["hello.rb"]).toMatchObject({ language: "Ruby", content: "puts 'hi'\n" });
    expect(updated.history!.map((entry) => entry.version)).toEqual(["1", "0"]);
    expect(await statusOf(octokit.gists.update({ gist_id: id, files: { "hello.rb": null as never } }))).toBe(422);

    expect((await octokit.gists.delete({ gist_id: id })).status).toBe(204);
    expect(await statusOf(octokit.gists.get({ gist_id: id }))).toBe(404);
  });

  it("lists: gists.list (paginated by its Link headers), listPublic, listStarred, listForUser", async () => {
    const ids: string[] = [];
    for (const name of ["one.txt", "two.txt", "three.txt"]) {
      ids.unshift((await octokit.gists.create({ public: true, files: { [name]: { content: name } } })).data.id!);
    }
    const all = await octokit.paginate(octokit.gists.list, { per_page: 1 });
    expect(all.map((gist) => gist.id)).toEqual(ids);
    expect((await octokit.gists.listForUser({ username: "octocat" })).data.map((gist) => gist.id)).toEqual(ids);
    expect((await anonymous.gists.listPublic()).data.map((gist) => gist.id)).toEqual(expect.arrayContaining(ids));

    expect((await call(server.url, owner, "POST", `/api/v3/pastes/${ids[1]}/star`)).status).toBe(200);
    expect((await octokit.gists.listStarred()).data.map((gist) => gist.id)).toEqual([ids[1]]);
    expect(await statusOf(anonymous.gists.list())).toBe(401);
  });

  it("stars, forks, versions and comments: gists.star, checkIsStarred, unstar, fork, listForks, listCommits, getRevision, the comments' five", async () => {
    const { data: created } = await octokit.gists.create({ public: true, files: { "a.txt": { content: "first\n" } } });
    const id = created.id!;
    await octokit.gists.update({ gist_id: id, files: { "a.txt": { content: "second\n" } } });
    const other = await signUp(server.url, "hubot");
    const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const hubot = new Octokit({ auth: other.token, baseUrl: `${server.url}/api/v3`, log });

    expect(await statusOf(hubot.gists.checkIsStarred({ gist_id: id }))).toBe(404);
    expect((await hubot.gists.star({ gist_id: id })).status).toBe(204);
    expect((await hubot.gists.checkIsStarred({ gist_id: id })).status).toBe(204);
    expect((await hubot.gists.unstar({ gist_id: id })).status).toBe(204);
    expect(await statusOf(hubot.gists.checkIsStarred({ gist_id: id }))).toBe(404);

    const { data: fork, status } = await hubot.gists.fork({ gist_id: id });
    expect(status).toBe(201);
    expect(fork).toMatchObject({ owner: { login: "hubot" } });
    expect((await anonymous.gists.listForks({ gist_id: id })).data.map((entry) => entry.id)).toEqual([fork.id]);

    const { data: commits } = await anonymous.gists.listCommits({ gist_id: id });
    expect(commits.map((commit) => commit.version)).toEqual(["1", "0"]);
    const { data: first } = await anonymous.gists.getRevision({ gist_id: id, sha: commits[1]!.version });
    expect(first.files!["a.txt"]).toMatchObject({ content: "first\n" });

    const { data: comment } = await hubot.gists.createComment({ gist_id: id, body: "Nice" });
    expect(comment).toMatchObject({ body: "Nice", user: { login: "hubot" }, id: expect.any(Number) });
    expect((await anonymous.gists.listComments({ gist_id: id })).data.map((entry) => entry.body)).toEqual(["Nice"]);
    expect((await anonymous.gists.getComment({ gist_id: id, comment_id: comment.id })).data.body).toBe("Nice");
    expect((await hubot.gists.updateComment({ gist_id: id, comment_id: comment.id, body: "Nicer" })).data.body).toBe("Nicer");
    expect(await statusOf(octokit.gists.updateComment({ gist_id: id, comment_id: comment.id, body: "mine now" }))).toBe(403);
    expect((await octokit.gists.deleteComment({ gist_id: id, comment_id: comment.id })).status).toBe(204);
    expect(await statusOf(anonymous.gists.getComment({ gist_id: id, comment_id: comment.id }))).toBe(404);
  });

  it("tells the budgets: rateLimit.get", async () => {
    const { data: limits } = await octokit.rateLimit.get();
    expect(limits.resources.core).toMatchObject({ limit: 5000, resource: "core" });
    expect(limits.resources.core.remaining).toBeLessThan(5000);
    expect(limits.rate).toEqual(limits.resources.core);
  });
});

describe("the Octokit recipe of docs/use/command-line.md", () => {
  it("runs as written, in a module of its own, with the site and the token filled in", async () => {
    const [recipe] = docRecipes("docs/use/command-line.md", "### Octokit", "js");
    const script = recipe!.replaceAll("https://myst.example", server.url);
    // In the project's directory, so that its import finds @octokit/rest as a user's project would.
    const printed = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ["--input-type=module", "--eval", script],
        { cwd: projectDir, env: { ...process.env, MYST_TOKEN: owner.token } },
        (error, stdout, stderr) => (error ? reject(new Error(`${script}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    // It prints the new gist's page and how many gists the account has.
    const shape = new RegExp(`^${server.url}/([a-z0-9]+) (\\d+)\n$`);
    expect(printed).toMatch(shape);
    const [, id, count] = shape.exec(printed)!;
    const read = await call(server.url, owner, "GET", `/api/v3/pastes/${id}`);
    expect(await read.json()).toMatchObject({
      title: "Nightly build",
      private: true,
      pasties: [{ title: "build.log", content: "step 1 ok\n" }],
    });
    expect(Number(count)).toBe((await octokit.gists.list()).data.length);
  });
});
