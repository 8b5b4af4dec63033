import { startSession } from "@/lib/auth/sign-in";
import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signUpLocally } from "@/lib/auth/local";

export const POST = formAction("/signup", async (form) => {
  const user = await signUpLocally(form);
  return { location: safeNextPath(form.next), cookies: [await startSession(user)] };
});
