import { setCommentsSwitch } from "@/lib/comments/mutations";
import { getCommentsSwitch } from "@/lib/comments/queries";
import { commentsSwitchSchema } from "@/lib/comments/schema";
import { route } from "@/lib/api/route";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => getCommentsSwitch(await caller(), params.pasteId));

export const PUT = route({ params: pasteIdParamsSchema, body: commentsSwitchSchema }, async ({ params, body, caller }) =>
  setCommentsSwitch(await caller(), params.pasteId, body),
);
