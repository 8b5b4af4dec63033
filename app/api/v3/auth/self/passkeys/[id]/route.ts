import { removeOwnPasskey } from "@/lib/auth/passkeys/own-passkeys";
import { passkeyIdParams } from "@/lib/auth/security-schema";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const DELETE = route({ params: passkeyIdParams }, async ({ caller, params }) => {
  await removeOwnPasskey(await caller(), params.id);
  return noContent();
});
