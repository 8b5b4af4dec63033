import { route } from "@/lib/api/route";
import { countActivePastes } from "@/lib/pastes/queries";

export const GET = route({ errors: "legacy" }, async () => ({ numPastes: await countActivePastes() }));
