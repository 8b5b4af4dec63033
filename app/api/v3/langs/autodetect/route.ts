import { route } from "@/lib/api/route";
import { detectLanguage } from "@/lib/languages/autodetect";
import { resolveLanguage } from "@/lib/languages/resolve";
import { autodetectBodySchema } from "@/lib/languages/schema";

export const dynamic = "force-dynamic";

export const POST = route({ body: autodetectBodySchema }, async ({ body }) => detectLanguage(body));

// This static segment shadows /langs/:name for "autodetect", so it answers that lookup too.
export const GET = route({}, () => resolveLanguage("Autodetect"));
