// The keys of the objects the original PasteMyst answers on its older surfaces (/paste, v1, v2),
// written down once from the originals: the tests pin every older answer to exactly these, since
// published clients parse them strictly. Sorted, as the tests compare sorted keys.

export const ORIGINAL_PASTE_KEYS = [
  "_id",
  "createdAt",
  "deletesAt",
  "edits",
  "encrypted",
  "expiresIn",
  "isPrivate",
  "isPublic",
  "ownerId",
  "pasties",
  "stars",
  "tags",
  "title",
];
export const ORIGINAL_PASTY_KEYS = ["_id", "code", "language", "title"];
export const ORIGINAL_V1_PASTE_KEYS = ["code", "createdAt", "expiresIn", "id", "language"];
export const ORIGINAL_V2_USER_KEYS = ["_id", "avatarUrl", "contributor", "defaultLang", "publicProfile", "supporterLength", "username"];
export const ORIGINAL_V2_SELF_KEYS = [...ORIGINAL_V2_USER_KEYS, "serviceIds", "stars"];
export const ORIGINAL_V2_LANGUAGE_KEYS = ["color", "ext", "mimes", "mode", "name"];
