import "../openapi/zod";
import { z } from "zod";

// The User of interface.md 2.1, as the v3 API answers it: the OpenAPI document publishes this
// schema (lib/users/openapi.ts) and UserDto is its type, so the two cannot drift apart.

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarId: z.string().describe("The avatar image: GET /api/v3/images/{avatarId}."),
  createdAt: z.iso.datetime(),
  isAdmin: z.boolean(),
  isContributor: z.boolean(),
  isSupporter: z.boolean(),
});
export type UserDto = z.infer<typeof userSchema>;
