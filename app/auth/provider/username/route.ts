import { formAction } from "@/lib/auth/form-action";
import { clearedPendingLoginCookie, createUserForPendingLogin, readPendingLogin } from "@/lib/auth/provider-login";
import { startSession } from "@/lib/auth/sign-in";

export const POST = formAction("/signup/username", async (form, request) => {
  const pending = await readPendingLogin(request.headers.get("cookie"));
  const user = await createUserForPendingLogin(pending, form.username, form.invitation);
  return { location: "/", cookies: [await startSession(user), clearedPendingLoginCookie()] };
});
