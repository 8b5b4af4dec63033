import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { answerAround, responses } from "../api/answer";
import { resolveCaller } from "../auth/resolve-caller";
import { AppError } from "../core/errors";
import { serviceVersion } from "../core/meta";
import { errorAnswer } from "../http/error-response";
import { callBudgets } from "./call-budgets";
import { registerTools } from "./tools";

// /mcp: the Model Context Protocol over Streamable HTTP (the official SDK), for AI agents. Each
// request is answered on its own (stateless: no session to keep or to steal), as the user of the
// access token it carries, with that token's scopes; JSON answers, bodies capped.

/** The largest JSON-RPC request taken: a paste's content travels in it, as in the API's create. */
const REQUEST_MAX_BYTES = 2 * 1024 * 1024;

export async function answerMcp(request: Request): Promise<Response> {
  // The request itself (initialize, tools/list, a batch's envelope) spends a read; each tool call
  // in it then spends what its API call spends (call-budgets.ts), so a batch pays per call.
  return answerAround(request, { errors: "v3", limit: "read" }, responses, () => answerAdmitted(request));
}

async function answerAdmitted(request: Request): Promise<Response> {
  if (!request.headers.get("authorization")?.trim()) {
    return refusal(new AppError("unauthorized", "The MCP endpoint needs an access token: Authorization: Bearer <token>."), {
      "WWW-Authenticate": 'Bearer realm="Myst"',
    });
  }
  let caller;
  try {
    caller = await resolveCaller(request);
  } catch (error) {
    return refusal(error);
  }
  const server = new McpServer({ name: "myst", version: serviceVersion });
  registerTools(server, caller, callBudgets(request));
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: REQUEST_MAX_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    void server.close();
  }
}

function refusal(error: unknown, headers: Record<string, string> = {}): Response {
  const answer = errorAnswer(error, "v3", "mcp");
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, ...headers } });
}
