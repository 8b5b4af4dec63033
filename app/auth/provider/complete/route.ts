import { redirect } from "@/lib/auth/form-action";
import { clearedPendingLoginCookie, findLinkedUser, readPendingLogin } from "@/lib/auth/provider-login";
import { afterFirstStep } from "@/lib/auth/second-factor/second-step";
import { signInOrigin } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

// Where next-auth sends the browser after a provider login: a known provider account signs in
// at once (or, where REQUIRE_2FA covers it, after its second factor); a new one goes to the
// choose-a-username step first.
export async function GET(request: Request): Promise<Response> {
  const pending = await readPendingLogin(request.headers.get("cookie"));
  if (!pending) return redirect({ location: "/login?error=sign_in_incomplete" });
  const user = await findLinkedUser(pending);
  if (!user) return redirect({ location: "/signup/username" });
  const context = { method: pending.provider, ...signInOrigin(request, requestClientAddress(request)) };
  const outcome = await afterFirstStep(user, context, "/");
  return redirect({ ...outcome, cookies: [...(outcome.cookies ?? []), clearedPendingLoginCookie()] });
}
