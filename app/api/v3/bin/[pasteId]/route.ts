import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { deleteBinnedPaste } from "@/lib/recycle-bin/mutations";

export const dynamic = "force-dynamic";

export const DELETE = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await deleteBinnedPaste(await caller(), params.pasteId);
  return noContent();
});
