import { readAvatar } from "@/lib/avatars/queries";
import { avatarIdParamsSchema } from "@/lib/avatars/schema";
import { immutableResponse } from "@/lib/http/immutable-response";
import { route } from "@/lib/api/route";

export const GET = route({ params: avatarIdParamsSchema }, async ({ request, params }) => {
  const avatar = await readAvatar(params.avatarId);
  return immutableResponse(request, { version: avatar.id, contentType: avatar.mimeType, body: avatar.data });
});
