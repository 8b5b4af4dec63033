import { route } from "@/lib/api/route";
import { json } from "@/lib/http/responses";
import { fileReportThroughShareLink } from "@/lib/moderation/reports";
import { reportInputSchema } from "@/lib/moderation/schema";
import { secretParamsSchema } from "@/lib/share-links/schema";

export const dynamic = "force-dynamic";

/** The share-link page's report: POST /api/v3/pastes/:id/reports's body and answers, through the link. */
export const POST = route({ params: secretParamsSchema, body: reportInputSchema, captcha: "v3" }, async ({ params, body, caller }) => {
  const { reference, isNew } = await fileReportThroughShareLink(await caller(), params.secret, body);
  return json({ reference }, { status: isNew ? 201 : 200 });
});
