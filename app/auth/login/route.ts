import { startSession } from "@/lib/auth/sign-in";
import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signInLocally } from "@/lib/auth/local";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/login", async (form, request) => {
  const user = await signInLocally(form, { clientAddress: requestClientAddress(request) });
  return { location: safeNextPath(form.next), cookies: [await startSession(user)] };
});
