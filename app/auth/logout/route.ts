import { clearedSessionCookie, readSessionToken } from "@/lib/auth/cookies";
import { formAction } from "@/lib/auth/form-action";
import { deleteSession } from "@/lib/auth/sessions";

export const POST = formAction("/", async (_form, request) => {
  const token = readSessionToken(request);
  if (token) await deleteSession(token);
  return { location: "/", cookies: [clearedSessionCookie()] };
});
