import { z } from "zod";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete";
import { exportUserZip, zipSuffix } from "@/lib/users/export";
import { getUserDtoByUsername } from "@/lib/users/queries";

const params = z.object({ username: z.string().min(1) });

// `/users/:username.zip` shares this segment with `/users/:username`.
export const GET = route({ params }, async ({ caller, params }) =>
  params.username.endsWith(zipSuffix)
    ? exportUserZip(await caller(), params.username.slice(0, -zipSuffix.length))
    : getUserDtoByUsername(params.username),
);

export const DELETE = route({ params }, async ({ caller, params }) => {
  await deleteUser(await caller(), params.username);
  return noContent();
});
