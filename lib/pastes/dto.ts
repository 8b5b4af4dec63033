import type { Caller } from "../auth/caller";
import type { ExpiresIn } from "../core/expires-in";
import { isOwner } from "./access";
import { e2eBlockOf } from "./end-to-end";
import type { PasteRecord } from "./queries";
import type { PasteDto, PastyDto } from "./schema";

// Response shapes are built here, field by field, never by handing out database rows.

/** ISO 8601 UTC with milliseconds and Z. */
export const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

export function toPasteDto(paste: PasteRecord, pasties: PastyDto[], caller: Caller): PasteDto {
  const e2e = e2eBlockOf(paste);
  return {
    id: paste.id,
    title: paste.title,
    createdAt: iso(paste.createdAt),
    editedAt: isoOrNull(paste.editedAt),
    deletesAt: isoOrNull(paste.deletesAt),
    expiresIn: paste.expiresIn as ExpiresIn,
    ownerId: paste.ownerId,
    pinned: paste.pinned,
    private: paste.private,
    burnAfterRead: paste.burnAfterRead,
    stars: paste.stars,
    tags: isOwner(caller, paste) ? paste.tags.map((tag) => tag.name) : [],
    ...(e2e ? { e2e } : {}),
    pasties: pasties.map(({ id, title, content, language }) => ({ id, title, content, language })),
  };
}
