import { formAction } from "@/lib/auth/form-action";
import { clearedPendingLoginCookie, createUserForPendingLogin, readPendingLogin } from "@/lib/auth/provider-login";
import { signInOrigin, startSession } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/signup/username", async (form, request) => {
  const pending = await readPendingLogin(request.headers.get("cookie"));
  const user = await createUserForPendingLogin(pending, form.username, form.invitation);
  const context = { method: pending?.provider ?? "provider", ...signInOrigin(request, requestClientAddress(request)) };
  return { location: "/", cookies: [await startSession(user, context), clearedPendingLoginCookie()] };
});
