// /u/:username is the short form some links use; profiles live at /~:username.
export async function GET(request: Request, context: { params: Promise<{ username: string }> }): Promise<Response> {
  const { username } = await context.params;
  let name = username;
  try {
    name = decodeURIComponent(username);
  } catch {
    // A malformed escape: pass it on as it is; the profile answers 404.
  }
  const { search } = new URL(request.url);
  return new Response(null, {
    status: 308,
    headers: { Location: `/~${encodeURIComponent(name)}${search}`, "Cache-Control": "no-store" },
  });
}
