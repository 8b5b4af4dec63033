import { confirmOwnTotp } from "@/lib/auth/second-factor/own-second-factors";
import { secondFactorCodeSchema } from "@/lib/auth/security-schema";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const POST = route({ body: secondFactorCodeSchema }, async ({ caller, body }) =>
  json(await confirmOwnTotp(await caller(), body.code), { headers: { "Cache-Control": "no-store" } }),
);
