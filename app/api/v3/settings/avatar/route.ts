import { setAvatar } from "@/lib/avatars/mutations";
import { AVATAR_FIELD, avatarUploadLimits } from "@/lib/avatars/schema";
import { env } from "@/lib/core/env";
import { readMultipartFile } from "@/lib/http/multipart";
import { route } from "@/lib/api/route";

export const PATCH = route({}, async ({ request, caller }) =>
  setAvatar(await caller(), () => readMultipartFile(request, AVATAR_FIELD, avatarUploadLimits(env().MAX_BODY_BYTES))),
);
