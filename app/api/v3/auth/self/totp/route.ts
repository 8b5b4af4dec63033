import { removeOwnTotp, startOwnTotp } from "@/lib/auth/second-factor/own-second-factors";
import { json, noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

/** Starts enrolling an authenticator app: the secret and its QR code (confirmed by /confirm). */
export const POST = route({}, async ({ caller }) =>
  json(await startOwnTotp(await caller()), { status: 201, headers: { "Cache-Control": "no-store" } }),
);

export const DELETE = route({}, async ({ caller }) => {
  await removeOwnTotp(await caller());
  return noContent();
});
