import { route } from "@/lib/api/route";
import { listEveryBin } from "@/lib/recycle-bin/queries";
import { binQuerySchema } from "@/lib/recycle-bin/schema";

export const dynamic = "force-dynamic";

export const GET = route({ query: binQuerySchema }, async ({ caller, query }) => listEveryBin(await caller(), query));
