import { signInOrigin, startSession } from "@/lib/auth/sign-in";
import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signUpLocally } from "@/lib/auth/local";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/signup", async (form, request) => {
  const clientAddress = requestClientAddress(request);
  const user = await signUpLocally(form, { clientAddress });
  return {
    location: safeNextPath(form.next),
    cookies: [await startSession(user, { method: "password", ...signInOrigin(request, clientAddress) })],
  };
});
