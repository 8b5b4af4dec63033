import { route } from "@/lib/api/route";
import { getPasteForks } from "@/lib/pastes/forks";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => getPasteForks(await caller(), params.pasteId));
