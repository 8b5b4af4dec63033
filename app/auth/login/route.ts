import { signInOrigin, startSession } from "@/lib/auth/sign-in";
import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signInLocally } from "@/lib/auth/local";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/login", async (form, request) => {
  const clientAddress = requestClientAddress(request);
  const user = await signInLocally(form, { clientAddress });
  return {
    location: safeNextPath(form.next),
    cookies: [await startSession(user, { method: "password", ...signInOrigin(request, clientAddress) })],
  };
});
