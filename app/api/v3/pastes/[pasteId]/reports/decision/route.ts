import { route } from "@/lib/api/route";
import { decideReports } from "@/lib/moderation/decisions";
import { moderationDecisionSchema } from "@/lib/moderation/schema";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const POST = route({ params: pasteIdParamsSchema, body: moderationDecisionSchema }, async ({ params, body, caller }) =>
  decideReports(await caller(), params.pasteId, body),
);
