import { endOwnSession } from "@/lib/auth/own-sessions";
import { sessionIdParams } from "@/lib/auth/security-schema";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const DELETE = route({ params: sessionIdParams }, async ({ caller, params }) => {
  await endOwnSession(await caller(), params.id);
  return noContent();
});
