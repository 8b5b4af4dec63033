import { route } from "@/lib/api/route";
import { countActivePastes } from "@/lib/pastes/queries";

export const dynamic = "force-dynamic";

export const GET = route({}, async () => ({ count: await countActivePastes() }));
