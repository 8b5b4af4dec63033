import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { type BodyExamples, errorResponses, errorSchema, jsonBody, jsonResponse } from "../openapi/responses";
import { secretRefusalDescription, secretWarningSchema, secretWarningsSchema, warningCountsSchema } from "../secrets/schema";
import {
  createPasteInputSchema,
  editPasteInputSchema,
  historyEntrySchema,
  historyParamsSchema,
  languageStatSchema,
  pasteDiffSchema,
  pasteIdParamsSchema,
  pasteSchema,
  pasteStatsSchema,
  purgedRevisionSchema,
  secretInRevisionSchema,
  revisionParamsSchema,
  tagsSchema,
} from "./schema";
import { pasteForksSchema } from "./fork-schema";

// The v3 paste endpoints in the OpenAPI document, from the same schemas the routes validate with.

/**
 * What a create-paste body usually is, first: one pasty, nothing else. Then the variants a reader
 * looks for, each with only what it needs. (An end-to-end encrypted body is made by the browser
 * and is not written by hand: docs/api/end-to-end.md.)
 */
export const createPasteExamples: BodyExamples = {
  minimal: {
    summary: "One pasty",
    value: { pasties: [{ content: "print('Hello, world!')", language: "Python" }] },
  },
  titled: {
    summary: "A title, two pasties, expiring in a day",
    value: {
      title: "Build notes",
      expiresIn: "1d",
      pasties: [
        { title: "notes.md", content: "# Build\n\nRun `make`.", language: "Markdown" },
        { title: "Makefile", content: "all:\n\tcc main.c", language: "Makefile" },
      ],
    },
  },
  private: {
    summary: "Private, with tags (needs an access token)",
    value: { private: true, tags: ["notes"], pasties: [{ content: "a secret plan" }] },
  },
  burn: { summary: "Burn after reading", value: { burnAfterRead: true, pasties: [{ content: "read me once" }] } },
};

const editPasteExamples: BodyExamples = {
  minimal: { summary: "Replace the content (a new pasty)", value: { pasties: [{ content: "print('Hello again!')", language: "Python" }] } },
  keep: {
    summary: "Rename, and edit an existing pasty by its id",
    value: { title: "Renamed", pasties: [{ id: "abcd1234", content: "print('Hello again!')" }] },
  },
};

const headers = z.object({
  "Encryption-Key": z.string().optional().describe("The key of an encrypted paste (needed to read or change it)."),
});

export function registerPasteApi(registry: OpenAPIRegistry): void {
  const paste = registry.register("Paste", pasteSchema);
  // Writes answer the paste and what the secret scan found in it (lib/secrets, docs/use/writing.md "Secret scanning").
  const warnings = z.array(registry.register("SecretWarning", secretWarningSchema)).describe(secretWarningsSchema.description ?? "");
  const warningCounts = registry.register("SecretWarningCounts", warningCountsSchema);
  const secretsInHistory = z
    .array(registry.register("SecretInRevision", secretInRevisionSchema))
    .optional()
    .describe(
      "Edits only: the earlier revisions that still hold a secret of the version the edit replaced (removed by the edit or not), newest first; purge them with DELETE /api/v3/pastes/{pasteId}/revisions/{revision}. Empty for encrypted pastes and under SECRET_SCAN=off.",
    );
  const writtenPaste = registry.register("WrittenPaste", pasteSchema.extend({ warnings, warningCounts, secretsInHistory }));
  const refused = {
    422: jsonResponse(secretRefusalDescription, registry.register("SecretRefusal", errorSchema.extend({ warnings, warningCounts }))),
    ...errorResponses(503),
  };
  const tags = ["Pastes"];
  const path = (config: RouteConfig) => registry.registerPath({ tags, security: [{ accessToken: [] }, {}], ...config });
  const params = pasteIdParamsSchema;
  const read = errorResponses(400, 401, 403, 404, 451);
  const write = errorResponses(400, 401, 403, 404, 451);

  path({
    method: "post",
    path: "/api/v3/pastes",
    summary: "Create a paste",
    request: { headers, body: jsonBody(registry.register("CreatePaste", createPasteInputSchema), createPasteExamples) },
    responses: {
      201: { ...jsonResponse("The new paste, and the secrets found in it.", writtenPaste), headers: z.object({ Location: z.string() }) },
      ...errorResponses(400, 401, 403, 404, 413, 451),
      ...refused,
    },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}",
    summary: "Read a paste",
    request: { params, headers },
    responses: { 200: jsonResponse("The paste.", paste), 304: { description: "Not modified (If-None-Match)." }, ...read },
  });
  path({
    method: "patch",
    path: "/api/v3/pastes/{pasteId}",
    summary: "Edit a paste (the previous state goes to the history)",
    request: { params, headers, body: jsonBody(registry.register("EditPaste", editPasteInputSchema), editPasteExamples) },
    responses: {
      200: jsonResponse("The edited paste, and the secrets found in it.", writtenPaste),
      ...errorResponses(400, 401, 403, 404, 413, 451),
      ...refused,
    },
  });
  path({
    method: "delete",
    path: "/api/v3/pastes/{pasteId}",
    summary: "Delete a paste (owner; admin for a public paste)",
    request: { params },
    responses: { 204: { description: "Deleted." }, ...errorResponses(401, 403, 404) },
  });
  path({
    method: "patch",
    path: "/api/v3/pastes/{pasteId}/tags",
    summary: "Replace the tags",
    request: { params, headers, body: jsonBody(tagsSchema, { tags: { summary: "Two tags", value: ["notes", "python"] } }) },
    responses: {
      200: jsonResponse("The paste, with the secrets found in its new tags (else `warnings` is empty).", writtenPaste),
      ...write,
      ...refused,
    },
  });
  for (const [toggle, summary] of [
    ["star", "Star or unstar (any logged-in user)"],
    ["pin", "Pin or unpin (owner, scope user)"],
  ] as const) {
    path({
      method: "post",
      path: `/api/v3/pastes/{pasteId}/${toggle}`,
      summary,
      request: { params, headers },
      responses: { 200: jsonResponse("The updated paste.", paste), ...write },
    });
  }
  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/private",
    summary: "Make private or public (owner, scope paste)",
    request: { params, headers },
    responses: {
      200: jsonResponse("The updated paste; made public, with the secrets found in it (else `warnings` is empty).", writtenPaste),
      ...write,
      ...refused,
    },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/star",
    summary: "Whether the caller starred the paste",
    request: { params },
    responses: { 200: jsonResponse("true or false.", z.boolean()), ...errorResponses(401, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/encrypted",
    summary: "Whether the paste is encrypted",
    request: { params },
    responses: { 200: jsonResponse("true or false.", z.boolean()), ...errorResponses(401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/stats",
    summary: "Line, word and byte counts",
    request: { params, headers },
    responses: { 200: jsonResponse("The statistics.", registry.register("PasteStats", pasteStatsSchema)), ...read },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/langs",
    summary: "Share of each language, highest first",
    request: { params, headers },
    responses: { 200: jsonResponse("Language statistics.", z.array(registry.register("LanguageStat", languageStatSchema))), ...read },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/history_compact",
    summary: "The edits, newest first",
    request: { params },
    responses: { 200: jsonResponse("History entries.", z.array(registry.register("HistoryEntry", historyEntrySchema))), ...read },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/history/{historyId}",
    summary: "The paste as it was before an edit",
    request: { params: historyParamsSchema, headers },
    responses: { 200: jsonResponse("The paste at that point.", paste), ...read },
  });
  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/history/{historyId}/restore",
    summary: "Restore the paste as it was before an edit (owner): a new edit, the history kept",
    request: { params: historyParamsSchema, headers },
    responses: {
      200: jsonResponse("The paste, restored, and the secrets found in it.", writtenPaste),
      ...errorResponses(400, 401, 403, 404, 413, 451),
      ...refused,
    },
  });
  path({
    method: "delete",
    path: "/api/v3/pastes/{pasteId}/revisions/{revision}",
    summary: "Purge one earlier revision (owner, with a recent second factor; admin for a public paste)",
    description:
      "Removes the title and text of version `revision` (0: as created; the history entry holding it is the one whose edit made version `revision + 1`) from the history, its diffs, the git repository and every cache; the history keeps a marker, and reads of that version then answer 410. " +
      "The latest revision is refused (409: edit the paste first); one never made or no longer kept is 404, one purged already 410. " +
      "A browser's session on an account with a second factor needs it proved in the last 10 minutes (403). Recorded in the audit log.",
    request: { params: revisionParamsSchema },
    responses: {
      200: jsonResponse("The purged revision's marker.", registry.register("PurgedRevision", purgedRevisionSchema)),
      ...errorResponses(400, 401, 403, 404, 409, 410, 451),
    },
  });
  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/fork",
    summary: "Fork a paste: a copy of the caller's that remembers its origin",
    description:
      "Anyone who may read the paste may fork it (a visitor's fork is anonymous). The fork has the origin's title and pasties, is private if the origin is and encrypted with the same key if it is; a burn-after-reading or quarantined paste is not forked (409).",
    request: { params, headers },
    responses: {
      201: { ...jsonResponse("The fork, and the secrets found in it.", writtenPaste), headers: z.object({ Location: z.string() }) },
      ...errorResponses(400, 401, 403, 404, 409, 413, 451),
      ...refused,
    },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/forks",
    summary: "Where a paste was forked from, and its forks",
    request: { params },
    responses: {
      200: jsonResponse("The origin and the forks the caller may see.", registry.register("PasteForks", pasteForksSchema)),
      ...read,
    },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/history/{historyId}/diff",
    summary: "Before and after an edit",
    request: { params: historyParamsSchema, headers },
    responses: { 200: jsonResponse("The diff.", registry.register("PasteDiff", pasteDiffSchema)), ...read },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}.zip",
    summary: "The paste as a zip, one file per pasty",
    request: { params, headers },
    responses: {
      200: { description: "A zip file.", content: { "application/zip": { schema: z.string().meta({ format: "binary" }) } } },
      ...read,
    },
  });
}
