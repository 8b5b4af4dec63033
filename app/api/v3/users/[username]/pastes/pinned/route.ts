import { z } from "zod";
import { route } from "@/lib/api/route";
import { listPinnedPastes, pageQuerySchema } from "@/lib/profiles/profile-pastes";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ params, query: pageQuerySchema }, async ({ caller, params, query }) =>
  listPinnedPastes(await caller(), params.username, query),
);
