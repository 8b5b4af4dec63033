import { route } from "@/lib/api/route";
import { AppError } from "@/lib/core/errors";
import { encryptionKey } from "@/lib/pastes/http";
import { onlyPastyPath } from "@/lib/pastes/raw";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

/** A refusal as the raw views answer: plain text, like the text they serve, never a page. */
function plainText(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * `/raw/:pasteId`, a raw link without its pasty: a paste of one pasty is redirected to that
 * pasty's raw text; anything else is a plain-text 404 (or the refusal the pasty's own address
 * would answer: a paste the caller may not see is the 404 of a missing one).
 */
export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) => {
  try {
    const path = await onlyPastyPath(await caller(), params.pasteId, encryptionKey(request, params.pasteId));
    if (path) return new Response(null, { status: 302, headers: { Location: path, "Cache-Control": "private, no-store" } });
    return plainText(404, "This paste has several pasties: its raw texts are at /raw/<paste id>/<pasty id>, linked from its page.");
  } catch (error) {
    if (error instanceof AppError) return plainText(error.status, error.message, error.headers);
    throw error;
  }
});
