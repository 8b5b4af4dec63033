import { confirmOwnSecondFactor } from "@/lib/auth/second-factor/own-second-factors";
import { secondFactorCodeSchema } from "@/lib/auth/security-schema";
import { requestClientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";

/** The browser proves its second factor again, for the sensitive actions of the next ten minutes. */
export const POST = route({ body: secondFactorCodeSchema }, async ({ caller, body, request }) =>
  confirmOwnSecondFactor(await caller(), body.code, requestClientAddress(request)),
);
