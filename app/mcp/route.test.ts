import { afterAll, describe, expect, it, vi } from "vitest";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as mcpRoute from "@/app/mcp/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";

// Issue 40 item 6: a JSON-RPC batch is many tool calls in one request, and each call spends what
// the same API call spends (writes, reads, misses) from the same budgets, so a batch is refused
// past the limit where the API would refuse.

vi.hoisted(() => {
  vi.stubEnv("RATE_LIMIT_ENABLED", "true");
  vi.stubEnv("RATE_LIMIT_READ_PER_MINUTE", "100");
  vi.stubEnv("RATE_LIMIT_WRITE_PER_MINUTE", "4");
  vi.stubEnv("RATE_LIMIT_MISS_PER_MINUTE", "3");
});
afterAll(() => vi.unstubAllEnvs());

interface ToolAnswer {
  result?: { isError?: boolean; content: { type: string; text: string }[] };
}

const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});

const post = (token: string, address: string, body: unknown) =>
  callRoute(mcpRoute.POST, {
    method: "POST",
    path: "/mcp",
    token,
    body,
    headers: { Accept: "application/json, text/event-stream", [CLIENT_ADDRESS_HEADER]: address },
  });

/** Each tool call's outcome, sorted (a batch's calls run at once): "ok", or its refusal's status. */
async function mcp(token: string, address: string, body: unknown): Promise<string[]> {
  const answer = await post(token, address, body);
  expect(answer.status).toBe(200);
  const answers = (Array.isArray(answer.json) ? answer.json : [answer.json]) as ToolAnswer[];
  return answers.map(({ result }) => (result?.isError ? (result.content[0]?.text.slice(0, 3) ?? "?") : "ok")).sort();
}

async function newToken(): Promise<string> {
  const user = await createTestUser();
  return createTestToken(user.id, ["paste"]);
}

const create = (id: number) => toolCall(id, "create_paste", { pasties: [{ content: `batch ${id}` }] });

describe("MCP tool calls spend the API's budgets", () => {
  it("spends a write per create_paste in a batch and refuses the calls past the write budget, as the API then does", async () => {
    const token = await newToken();
    const batch = Array.from({ length: 10 }, (_, index) => create(index + 1));
    expect(await mcp(token, "192.0.2.60", batch)).toEqual([...Array(6).fill("429"), "ok", "ok", "ok", "ok"]);
    // The API of the same token, from another address, finds its budget used up.
    const viaApi = await callRoute(createRoute.POST, {
      method: "POST",
      path: "/api/v3/pastes",
      token,
      headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.61" },
      body: { pasties: [{ content: "one more" }] },
    });
    expect(viaApi.status).toBe(429);
  });

  it("costs one write for one create_paste, like the API's create", async () => {
    const token = await newToken();
    const outcomes = [];
    for (let id = 1; id <= 5; id++) outcomes.push(...(await mcp(token, "192.0.2.70", create(id))));
    expect(outcomes).toEqual(["ok", "ok", "ok", "ok", "429"]);
  });

  it("spends the miss budget for each paste a batch does not find, then refuses the client's calls", async () => {
    const token = await newToken();
    const batch = Array.from({ length: 6 }, (_, index) => toolCall(index + 1, "read_paste", { id: `nothere${index}` }));
    expect(await mcp(token, "192.0.2.80", batch)).toEqual(["404", "404", "404", "429", "429", "429"]);
    // Like the API's: the client (its token, from any address) is refused everything for the window.
    expect((await post(token, "192.0.2.81", toolCall(1, "search_pastes", { query: "batch" }))).status).toBe(429);
  });
});
