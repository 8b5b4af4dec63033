import { route } from "@/lib/api/route";
import { forkPaste } from "@/lib/pastes/forks";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const POST = route({ params: pasteIdParamsSchema, captcha: "v3" }, async ({ params, request, caller }) => {
  const fork = await forkPaste(await caller(), params.pasteId, encryptionKey(request, params.pasteId));
  return writtenPasteResponse(fork, { status: 201, location: `/api/v3/pastes/${fork.id}` });
});
