import { z } from "zod";
import { route } from "@/lib/api/route";
import { profileListQuerySchema } from "@/lib/search/schema";
import { searchUserPastes } from "@/lib/search/search";
import { listUserPastes } from "@/lib/profiles/profile-pastes";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ params, query: profileListQuerySchema }, async ({ caller, params, query: { q, ...query } }) =>
  q === undefined
    ? listUserPastes(await caller(), params.username, query)
    : searchUserPastes(await caller(), params.username, { ...query, q }),
);
