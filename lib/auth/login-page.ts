// next-auth reports provider failures as codes (?error=OAuthCallback); our own forms send a
// sentence. Codes become one plain message, so nothing internal is shown.
export function loginErrorMessage(error: string | string[] | undefined): string | undefined {
  if (typeof error !== "string" || error === "") return undefined;
  if (/^[A-Za-z]+$/.test(error)) return "Signing in with the provider did not work. Please try again.";
  return error.slice(0, 200);
}
