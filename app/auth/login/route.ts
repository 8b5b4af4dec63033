import { startSession } from "@/lib/auth/sign-in";
import { formAction, safeNextPath } from "@/lib/auth/form-action";
import { signInLocally } from "@/lib/auth/local";

export const POST = formAction("/login", async (form) => {
  const user = await signInLocally(form);
  return { location: safeNextPath(form.next), cookies: [await startSession(user)] };
});
