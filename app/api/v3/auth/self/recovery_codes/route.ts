import { regenerateOwnRecoveryCodes } from "@/lib/auth/second-factor/own-second-factors";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const POST = route({}, async ({ caller }) =>
  json(await regenerateOwnRecoveryCodes(await caller()), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
