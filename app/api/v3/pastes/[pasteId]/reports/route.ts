import { route } from "@/lib/api/route";
import { json } from "@/lib/http/responses";
import { fileReport } from "@/lib/moderation/reports";
import { reportInputSchema } from "@/lib/moderation/schema";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const POST = route({ params: pasteIdParamsSchema, body: reportInputSchema, captcha: "v3" }, async ({ params, body, caller }) => {
  const { reference, isNew } = await fileReport(await caller(), params.pasteId, body);
  return json({ reference }, { status: isNew ? 201 : 200 });
});
