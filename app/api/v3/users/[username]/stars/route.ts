import { z } from "zod";
import { route } from "@/lib/api/route";
import { pageQuerySchema } from "@/lib/profiles/profile-pastes";
import { listStarredPastes } from "@/lib/profiles/starred-pastes";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ params, query: pageQuerySchema }, async ({ caller, params, query }) =>
  listStarredPastes(await caller(), params.username, query),
);
