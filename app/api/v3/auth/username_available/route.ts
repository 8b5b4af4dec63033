import { usernameQuerySchema } from "@/lib/auth/schema";
import { route } from "@/lib/api/route";
import { checkUsername } from "@/lib/users/queries";

export const GET = route({ query: usernameQuerySchema }, async ({ query }) => checkUsername(query.username));
