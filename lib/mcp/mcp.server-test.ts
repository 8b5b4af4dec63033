import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";
import { PASTY_TEXT_MAX } from "./tools";

// The MCP endpoint (issue 30 item 9) with the official SDK's own client against the production
// server: the tools, the token's scopes, the confirmation a destructive tool needs, bounded answers.

let data: ServerData;
let server: ServerProcess;
let owner: Account;

async function connect(token: string | null): Promise<Client> {
  const client = new Client({ name: "myst-test", version: "1.0.0" });
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ value: unknown; error: string | null }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  return result.isError ? { value: null, error: text } : { value: JSON.parse(text) as unknown, error: null };
}

async function tokenWith(scopes: string[]): Promise<string> {
  const response = await fetch(`${server.url}/api/v3/auth/self/access_tokens`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: owner.cookie, Origin: server.url },
    body: JSON.stringify({ scopes, expiresIn: "never" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  owner = await signUp(server.url, "mcpowner");
});

afterAll(async () => {
  await server?.terminate();
  await data?.dispose();
});

describe("the MCP endpoint", () => {
  it("offers the paste tools, and they create, read, find, list, star and edit as the token's user", async () => {
    const client = await connect(owner.token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "create_paste",
      "edit_paste",
      "list_my_pastes",
      "read_paste",
      "search_pastes",
      "star_paste",
    ]);

    const created = (
      await call(client, "create_paste", {
        title: "From an agent",
        pasties: [{ title: "tool.py", content: "print('kiwifruit')\n", language: "Autodetect" }],
      })
    ).value as { id: string; pasties: { id: string; language: string }[] };
    expect(created.pasties[0]!.language).toBe("Python");
    expect((await call(client, "read_paste", { id: created.id })).value).toMatchObject({
      title: "From an agent",
      pasties: [{ title: "tool.py", content: "print('kiwifruit')\n", truncated: false }],
    });
    expect((await call(client, "search_pastes", { query: "kiwifruit" })).value).toMatchObject({
      items: [{ id: created.id, match: { line: 1 } }],
    });
    expect((await call(client, "list_my_pastes", {})).value).toMatchObject({ items: [{ id: created.id }] });
    expect((await call(client, "star_paste", { id: created.id })).value).toEqual({ id: created.id, stars: 1 });

    // Editing replaces the pasties: only with the confirmation, and then as asked.
    const edit = { id: created.id, pasties: [{ id: created.pasties[0]!.id, content: "print('edited')\n" }] };
    expect((await call(client, "edit_paste", edit)).error).toMatch(/confirm/i);
    expect((await call(client, "read_paste", { id: created.id })).value).toMatchObject({ pasties: [{ content: "print('kiwifruit')\n" }] });
    expect((await call(client, "edit_paste", { ...edit, confirm: true })).error).toBeNull();
    expect((await call(client, "read_paste", { id: created.id })).value).toMatchObject({ pasties: [{ content: "print('edited')\n" }] });
    await client.close();
  });

  it("answers within bounds: a long pasty is cut and says so", async () => {
    const client = await connect(owner.token);
    const long = "x".repeat(PASTY_TEXT_MAX + 5_000);
    const { id } = (await call(client, "create_paste", { pasties: [{ content: long }] })).value as { id: string };
    const read = (await call(client, "read_paste", { id })).value as { pasties: { content: string; truncated: boolean }[] };
    expect(read.pasties[0]!.content).toHaveLength(PASTY_TEXT_MAX);
    expect(read.pasties[0]!.truncated).toBe(true);
    await client.close();
  });

  it("holds every tool to the token's scopes and the API's access rules", async () => {
    const reader = await connect(await tokenWith(["paste:read"]));
    expect((await call(reader, "create_paste", { pasties: [{ content: "not allowed" }] })).error).toMatch(/^403/);
    await reader.close();

    const other = await signUp(server.url, "mcpother");
    const mine = await connect(owner.token);
    const { id } = (await call(mine, "create_paste", { private: true, pasties: [{ content: "private" }] })).value as { id: string };
    await mine.close();
    const theirs = await connect(other.token);
    expect((await call(theirs, "read_paste", { id })).error).toMatch(/^404/);
    expect((await call(theirs, "edit_paste", { id, pasties: [{ content: "mine now" }], confirm: true })).error).toMatch(/^404/);
    await theirs.close();
  });

  it("refuses a request without an access token (401) or with a wrong one", async () => {
    await expect(connect(null)).rejects.toThrow(/401/);
    await expect(connect("not-a-token")).rejects.toThrow(/401/);
    const answer = await fetch(`${server.url}/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ statusCode: 401 });
  });
});
