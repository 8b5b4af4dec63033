import { route } from "@/lib/http/route";

export const GET = route({}, async () => new Response(null, { status: 200 }));
