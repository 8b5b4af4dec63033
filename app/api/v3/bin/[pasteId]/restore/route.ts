import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { restoreBinnedPaste } from "@/lib/recycle-bin/mutations";

export const dynamic = "force-dynamic";

export const POST = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await restoreBinnedPaste(await caller(), params.pasteId);
  return noContent();
});
