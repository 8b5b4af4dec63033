import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { expiresInSchema } from "../core/expires-in";
import { createPaste, editPaste } from "../pastes/mutations";
import { getPaste } from "../pastes/reads";
import { createPasteInputSchema, editPasteInputSchema, type PasteDto } from "../pastes/schema";
import { toggleStar } from "../pastes/toggles";
import { listUserPastes, type PasteSummaryItem } from "../profiles/profile-pastes";
import { searchPastes } from "../search/search";
import type { CallBudgets } from "./call-budgets";

// The tools an agent gets at /mcp (lib/mcp/server.ts): the API's own operations, called as the
// token's user with the token's scopes (every rule is the lib/ function's), answers bounded.
// Each call spends what its API call spends: a write for create, edit and star, a read else.

/** The most text of one pasty an answer carries: an agent's context is not a download. */
export const PASTY_TEXT_MAX = 20_000;
const PAGE_SIZE = 20;

const language = z
  .string()
  .optional()
  .describe("A name, alias or extension; Autodetect detects it (a title's extension first); default Text.");

const confirmation = z
  .literal(true)
  .describe("Must be true: this tool changes or removes what is there (the paste's history keeps the previous version).");

export function registerTools(server: McpServer, caller: Caller, budgets: CallBudgets): void {
  const read = (work: () => Promise<unknown>) => answer(budgets, "read", work);
  const write = (work: () => Promise<unknown>) => answer(budgets, "write", work);
  server.registerTool(
    "create_paste",
    {
      description: "Create a paste of one or more pasties (files). Answers its id and address.",
      inputSchema: {
        title: z.string().max(128).optional(),
        pasties: z
          .array(z.object({ title: z.string().max(128).optional(), content: z.string(), language }))
          .min(1)
          .max(20),
        private: z.boolean().optional().describe("Only you can see it (needs a user)."),
        expiresIn: expiresInSchema.optional(),
      },
    },
    (input) => write(async () => shortPaste(await createPaste(caller, createPasteInputSchema.parse(input), null))),
  );
  server.registerTool(
    "read_paste",
    { description: "Read a paste: its title and pasties (each pasty's text up to 20,000 characters).", inputSchema: { id: z.string() } },
    ({ id }) => read(async () => boundedPaste(await getPaste(caller, id, null))),
  );
  server.registerTool(
    "search_pastes",
    {
      description: "Search your pastes (scope own) or the public pastes profiles list (scope public); newest first, 20 a page.",
      inputSchema: {
        query: z.string().min(1).max(200),
        scope: z.enum(["own", "public"]).default("own"),
        page: z.number().int().min(0).max(49).default(0),
      },
    },
    ({ query, scope, page }) =>
      read(async () => {
        const found = await searchPastes(caller, { q: query, scope, page, pageSize: PAGE_SIZE });
        return { hasNextPage: found.hasNextPage, items: found.items.map((item) => ({ ...summary(item), match: item.match })) };
      }),
  );
  server.registerTool(
    "list_my_pastes",
    { description: "Your pastes, newest first, 20 a page.", inputSchema: { page: z.number().int().min(0).default(0) } },
    ({ page }) =>
      read(async () => {
        if (caller.kind !== "user") throw new AppError("unauthorized", "Listing your pastes needs an access token.");
        const list = await listUserPastes(caller, caller.user.username, { page, pageSize: PAGE_SIZE });
        return { totalPages: list.totalPages, hasNextPage: list.hasNextPage, items: list.items.map(summary) };
      }),
  );
  server.registerTool(
    "edit_paste",
    {
      description:
        "Replace a paste's title and pasties (yours). `pasties` is the new full list: an `id` updates that pasty, no id adds one, pasties left out are deleted.",
      inputSchema: {
        id: z.string(),
        title: z.string().max(128).optional(),
        pasties: z
          .array(
            z.object({
              id: z.string().optional(),
              title: z.string().max(128).optional(),
              content: z.string(),
              language,
            }),
          )
          .min(1)
          .max(20),
        confirm: confirmation,
      },
      annotations: { destructiveHint: true },
    },
    ({ id, title, pasties }) =>
      write(async () => shortPaste(await editPaste(caller, id, editPasteInputSchema.parse({ title, pasties }), null))),
  );
  server.registerTool(
    "star_paste",
    { description: "Star a paste, or unstar it if you had: answers whether it is starred now.", inputSchema: { id: z.string() } },
    ({ id }) =>
      write(async () => {
        const paste = await toggleStar(caller, id, null);
        return { id: paste.id, stars: paste.stars };
      }),
  );
}

/** A tool's answer: the value as JSON text, or the refusal the API would have answered. */
async function answer(budgets: CallBudgets, kind: "read" | "write", work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    await budgets.spend(kind);
    return { content: [{ type: "text", text: JSON.stringify(await work(), null, 2) }] };
  } catch (error) {
    if (error instanceof AppError) {
      const refusal = (error.status === 404 && (await budgets.missed())) || error;
      return { isError: true, content: [{ type: "text", text: `${refusal.status}: ${refusal.message}` }] };
    }
    if (error instanceof z.ZodError)
      return { isError: true, content: [{ type: "text", text: `400: ${error.issues[0]?.message ?? "invalid input"}` }] };
    throw error;
  }
}

const shortPaste = (paste: PasteDto) => ({
  id: paste.id,
  path: `/${paste.id}`,
  title: paste.title,
  pasties: paste.pasties.map(({ id, title, language }) => ({ id, title, language })),
});

function boundedPaste(paste: PasteDto) {
  return {
    id: paste.id,
    title: paste.title,
    createdAt: paste.createdAt,
    editedAt: paste.editedAt,
    private: paste.private,
    stars: paste.stars,
    pasties: paste.pasties.map(({ id, title, language, content }) => ({
      id,
      title,
      language,
      content: content.length > PASTY_TEXT_MAX ? content.slice(0, PASTY_TEXT_MAX) : content,
      truncated: content.length > PASTY_TEXT_MAX,
    })),
  };
}

const summary = (item: PasteSummaryItem) => ({
  id: item.paste.id,
  title: item.paste.title,
  createdAt: item.paste.createdAt,
  private: item.paste.private,
  stars: item.paste.stars,
  languages: item.languageStats?.map((stat) => stat.language.name) ?? null,
});
