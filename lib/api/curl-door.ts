import { spendSolvedChallenge } from "../captcha/challenge";
import { captchaRequired } from "../captcha/policy";
import { z } from "zod";
import { env } from "../core/env";
import { AppError, badRequest } from "../core/errors";
import { expiresInSchema } from "../core/expires-in";
import { readBodyBytes, readMultipartBody } from "../http/body";
import { publicOrigin } from "../http/public-url";
import type { RequestHead } from "../http/request-head";
import { AUTODETECT } from "../languages/data";
import { bodyEtag, matchesEtag } from "../pastes/http";
import { createPaste, type WrittenPaste } from "../pastes/mutations";
import { replacePastyText } from "../pastes/replace-pasty";
import { createPasteInputSchema, rawParamsSchema } from "../pastes/schema";
import { secretScanHeaders } from "../secrets/headers";
import { type Answer, type AnswerForm, answerAround, dataAnswers } from "./answer";
import type { NextRouteContext } from "./route";

// The command line's door (docs/use/command-line.md): `curl --data-binary @main.py HOST/` (or
// `-F file=@main.py`, or stdin with `@-`) creates a paste and answers its address as one line of
// text; `curl -X PUT --data-binary @main.py HOST/raw/:pasteId/:pastyId` replaces one pasty's
// text. Both are the same writes as every other door (createPaste, editPaste through
// replacePastyText), inside what surrounds every API answer (answer.ts: the write budget, the
// caller, the errors) — but every answer, errors included, is plain text: a terminal shows it.
//
// Only the Authorization header says who is writing; cookies are not read at all. A browser
// that some other site makes post here carries its user's session cookie, never a token, so
// such a post can at most create an anonymous paste — which anyone may do anyway.

const PLAIN_TEXT = "text/plain; charset=utf-8";

/** Every answer of this door as plain text: an error is its message on one line. */
const plainTextAnswers: AnswerForm<Answer> = {
  ...dataAnswers,
  error: ({ status, body, headers }) => ({
    status,
    headers: { ...headers, "Content-Type": PLAIN_TEXT, "Cache-Control": "no-store" },
    body: `${oneLine((body as { message?: string }).message ?? "The request failed.")}\n`,
  }),
};

const oneLine = (message: string) => message.replace(/\s+/g, " ");

/** The request as its caller is resolved here: the Authorization header counts, cookies do not. */
function withoutCookies(request: RequestHead): RequestHead {
  const { headers } = request;
  return {
    method: request.method,
    url: request.url,
    headers: { get: (name) => (name.toLowerCase() === "cookie" ? null : headers.get(name)) },
  };
}

/** `?burn`, `?burn=1`, `?burn=true` turn a switch on; `=0` and `=false` leave it off. */
const flag = z.enum(["", "1", "true", "0", "false"], { error: "Expected 1 or 0." }).transform((value) => ["", "1", "true"].includes(value));

// Strict, so that a misspelt parameter (`?expire=1d`) is refused rather than quietly not applied.
const createQuerySchema = z.strictObject({
  /** The file name of a body sent as it is: the pasty's title, and its language by extension. */
  name: z.string().optional(),
  lang: z.string().optional(),
  title: z.string().optional(),
  expires: expiresInSchema.default("never"),
  burn: flag.default(false),
  private: flag.default(false),
});

type SentText = { title: string | undefined; content: string };

/** Text as sent: invalid UTF-8 is replaced as every door replaces it; a binary file is refused. */
function textOf(bytes: Uint8Array): string {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.includes("\u0000")) {
    throw new AppError("unsupported_media_type", "The body holds NUL bytes: Myst keeps text, not binary files.");
  }
  return text;
}

/** The texts of a create: each part of a multipart form (a file's name its title), else the whole body. */
async function sentTexts(request: Request, name: string | undefined): Promise<SentText[]> {
  const maxBytes = env().MAX_BODY_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return [{ title: name, content: textOf(await readBodyBytes(request, maxBytes)) }];
  const form = await readMultipartBody(request, maxBytes);
  return Promise.all(
    [...form.values()].map(async (part) =>
      typeof part === "string"
        ? { title: undefined, content: textOf(new TextEncoder().encode(part)) }
        : // `-F file=@-` (stdin) is named "-": no name at all.
          { title: part.name && part.name !== "-" ? part.name : undefined, content: textOf(new Uint8Array(await part.arrayBuffer())) },
    ),
  );
}

/** The headers of a write's answer: plain text, never kept, and what the secret scan found. */
function writtenHeaders(written: WrittenPaste): Record<string, string> {
  return { "Content-Type": PLAIN_TEXT, "Cache-Control": "no-store", ...secretScanHeaders(written, true) };
}

/** POST / from the command line (lib/server/curl-door.ts): 201 with the new paste's address. */
export function createFromCommandLine(request: Request): Promise<Answer> {
  const head = withoutCookies(request);
  return answerAround(head, { errors: "v3", limit: "write" }, plainTextAnswers, async ({ caller }) => {
    const query = createQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const texts = await sentTexts(request, query.name);
    if (texts.every((text) => text.content === "")) throw badRequest("Nothing to paste: the body is empty.");
    const input = createPasteInputSchema.parse({
      title: query.title,
      expiresIn: query.expires,
      private: query.private,
      burnAfterRead: query.burn,
      // A file's extension names its language unless ?lang= does (Autodetect reads the title first).
      pasties: texts.map(({ title, content }) => ({ title, content, language: query.lang ?? AUTODETECT })),
    });
    if (await captchaRequired("plain", (await caller()).kind === "anonymous")) {
      await spendSolvedChallenge(request);
    }
    const written = await createPaste(await caller(), input, null);
    const address = `${publicOrigin(request)}/${written.id}`;
    return { status: 201, headers: { ...writtenHeaders(written), Location: address }, body: `${address}\n` };
  });
}

/**
 * PUT /raw/:pasteId/:pastyId: the body replaces that pasty's text, as a new version. With
 * If-Match, only while its text is still the one of that ETag (the raw read's), else 412.
 */
export function replaceFromCommandLine(request: Request, params: Record<string, string | string[] | undefined>): Promise<Answer> {
  const head = withoutCookies(request);
  return answerAround(head, { errors: "v3", limit: "write" }, plainTextAnswers, async ({ caller }) => {
    const { pasteId, pastyId } = rawParamsSchema.parse(params);
    const content = textOf(await readBodyBytes(request, env().MAX_BODY_BYTES));
    const ifMatch = request.headers.get("if-match");
    const written = await replacePastyText(await caller(), {
      pasteId,
      pastyId,
      content,
      isExpected: ifMatch === null ? undefined : (current) => ifMatch.trim() === "*" || matchesEtag(ifMatch, bodyEtag(current)),
    });
    const stored = written.pasties.find((pasty) => pasty.id === pastyId)?.content ?? content;
    const headers = { ...writtenHeaders(written), ETag: bodyEtag(stored) };
    return { status: 200, headers, body: `${publicOrigin(request)}/${written.id}\n` };
  });
}

/** A door's answer as a route handler's Response. */
export function plainTextRoute(answer: (request: Request, params: Record<string, string | string[] | undefined>) => Promise<Answer>) {
  return async (request: Request, nextContext?: NextRouteContext): Promise<Response> => {
    const answered = await answer(request, (await nextContext?.params) ?? {});
    return new Response(answered.body, { status: answered.status, headers: answered.headers });
  };
}
