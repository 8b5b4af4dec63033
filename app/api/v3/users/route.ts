import { z } from "zod";
import { route } from "@/lib/api/route";
import { getUserDto } from "@/lib/users/queries";

const query = z.object({ id: z.string({ error: "The id query parameter is required." }).min(1) });

export const GET = route({ query }, async ({ query }) => getUserDto(query.id));
