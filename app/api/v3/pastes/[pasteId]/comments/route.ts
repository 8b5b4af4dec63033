import { addComment } from "@/lib/comments/mutations";
import { listComments } from "@/lib/comments/queries";
import { commentsPageQuerySchema, createCommentInputSchema } from "@/lib/comments/schema";
import { route } from "@/lib/api/route";
import { json } from "@/lib/http/responses";
import { encryptionKey } from "@/lib/pastes/http";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema, query: commentsPageQuerySchema }, async ({ params, query, request, caller }) =>
  listComments(await caller(), params.pasteId, encryptionKey(request, params.pasteId), query),
);

export const POST = route({ params: pasteIdParamsSchema, body: createCommentInputSchema }, async ({ params, body, request, caller }) =>
  json(await addComment(await caller(), params.pasteId, body, encryptionKey(request, params.pasteId)), { status: 201 }),
);
