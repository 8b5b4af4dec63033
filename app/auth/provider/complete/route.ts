import { redirect } from "@/lib/auth/form-action";
import { clearedPendingLoginCookie, findLinkedUser, readPendingLogin } from "@/lib/auth/provider-login";
import { signInOrigin, startSession } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

// Where next-auth sends the browser after a provider login: a known provider account signs in
// at once; a new one goes to the choose-a-username step first.
export async function GET(request: Request): Promise<Response> {
  const pending = await readPendingLogin(request.headers.get("cookie"));
  if (!pending) return redirect({ location: "/login?error=sign_in_incomplete" });
  const user = await findLinkedUser(pending);
  if (!user) return redirect({ location: "/signup/username" });
  const context = { method: pending.provider, ...signInOrigin(request, requestClientAddress(request)) };
  return redirect({ location: "/", cookies: [await startSession(user, context), clearedPendingLoginCookie()] });
}
