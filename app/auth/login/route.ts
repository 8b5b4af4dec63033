import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signInLocally } from "@/lib/auth/local";
import { afterFirstStep } from "@/lib/auth/second-factor/second-step";
import { signInOrigin } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/login", async (form, request) => {
  const clientAddress = requestClientAddress(request);
  const user = await signInLocally(form, { clientAddress });
  return afterFirstStep(user, { method: "password", ...signInOrigin(request, clientAddress) }, safeNextPath(form.next));
});
