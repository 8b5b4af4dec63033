import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { notFound } from "../core/errors";
import { withUniqueId } from "../db/unique-id";
import { requireAnnouncementWriter } from "./access";
import { type AnnouncementDto, toAnnouncementDto } from "./dto";
import { type AnnouncementEdit, type AnnouncementInput, isAnnouncementId } from "./schema";

const missing = () => notFound("The announcement was not found.");

export async function createAnnouncement(caller: Caller, input: AnnouncementInput): Promise<AnnouncementDto> {
  const author = requireAnnouncementWriter(caller);
  // Every page shows the newest announcement in its banner.
  const created = await changing({ everything: true }, () =>
    withUniqueId((id) => db().announcement.create({ data: { id, authorId: author.id, title: input.title, content: input.content } })),
  );
  return toAnnouncementDto(created);
}

export async function editAnnouncement(caller: Caller, id: string, edit: AnnouncementEdit): Promise<AnnouncementDto> {
  requireAnnouncementWriter(caller);
  if (!isAnnouncementId(id)) throw missing();
  const { count } = await changing({ everything: true }, () =>
    db().announcement.updateMany({ where: { id }, data: { ...edit, updatedAt: new Date() } }),
  );
  if (count === 0) throw missing();
  return toAnnouncementDto(await db().announcement.findUniqueOrThrow({ where: { id } }));
}

export async function deleteAnnouncement(caller: Caller, id: string): Promise<void> {
  requireAnnouncementWriter(caller);
  if (!isAnnouncementId(id)) throw missing();
  const { count } = await changing({ everything: true }, () => db().announcement.deleteMany({ where: { id } }));
  if (count === 0) throw missing();
}
