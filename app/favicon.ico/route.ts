// Browsers ask for /favicon.ico on their own wherever a document names no icon: raw text and
// other non-HTML answers. The site's icon is app/icon.svg; this points there.

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: "/icon.svg", "Cache-Control": "public, max-age=86400" } });
}
