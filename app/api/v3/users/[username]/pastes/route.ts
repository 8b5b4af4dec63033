import { z } from "zod";
import { route } from "@/lib/http/route";
import { listUserPastes, pasteListQuerySchema } from "@/lib/users/profile-pastes";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ params, query: pasteListQuerySchema }, async ({ caller, params, query }) =>
  listUserPastes(await caller(), params.username, query),
);
