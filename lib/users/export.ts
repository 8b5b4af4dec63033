import { PassThrough, Readable } from "node:stream";
import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { ensureAvatar } from "../avatars/mutations";
import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { settingsFromStored } from "../settings/schema";
import { toUserDto } from "./dto";
import { requireProfileUser } from "./queries";

export const zipSuffix = ".zip";

const avatarExtensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * GET /api/v3/users/:username.zip: everything the service holds about the caller (scope user),
 * streamed as `<username>_<yyyy-MM-dd_HH-mm-ss>.zip`, with the review comments they wrote. Token
 * and password hashes stay out; encrypted pastes go in as stored (their key is the owner's alone).
 */
export async function exportUserZip(caller: Caller, username: string): Promise<Response> {
  requireUser(caller, "user");
  const owner = await requireProfileUser(username);
  if (caller.kind !== "user" || caller.user.id !== owner.id) throw forbidden("You can only download your own data.");

  await ensureAvatar(owner.id); // so the zip holds the avatar file even for users from before avatars
  const user = await db().user.findUniqueOrThrow({ where: { id: owner.id }, include: { avatar: true } });
  const [pastes, tokens, actionLogs, comments, moderation] = await Promise.all([
    db().paste.findMany({
      // A burn-after-reading paste is for its one reader: it leaves the service in no export.
      where: { ownerId: owner.id, burnAfterRead: false },
      orderBy: { createdAt: "asc" },
      include: {
        tags: { select: { name: true } },
        pasties: { orderBy: { position: "asc" }, select: { id: true, title: true, language: true, content: true } },
        edits: { orderBy: { editedAt: "asc" }, select: { id: true, editedAt: true, title: true, pasties: true, encryptedPasties: true } },
      },
    }),
    db().accessToken.findMany({
      where: { userId: owner.id },
      select: { id: true, description: true, scopes: true, createdAt: true, expiresAt: true },
    }),
    db().actionLog.findMany({ where: { userId: owner.id }, orderBy: { createdAt: "asc" }, omit: { userId: true } }),
    db().pasteComment.findMany({ where: { authorId: owner.id }, orderBy: { createdAt: "asc" }, omit: { authorId: true } }),
    // What the moderators did about the user and their pastes, and why; not which admin did it.
    db().auditEntry.findMany({
      where: { subjectUserId: owner.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, createdAt: true, targetType: true, targetId: true, targetLabel: true, note: true },
    }),
  ]);

  const plain = pastes.filter((paste) => paste.encryptedPasties === null);
  const encrypted = pastes.filter((paste) => paste.encryptedPasties !== null);
  const zip = new JSZip();
  zip.file("user.json", json(toUserDto({ ...user, avatar: user.avatar ?? (await ensureAvatar(owner.id)) })));
  zip.file("settings.json", json({ ...settingsFromStored(user.settings), showAllPastesOnProfile: user.showAllPastesOnProfile }));
  zip.file(
    "pastes.json",
    json(
      plain.map(({ encryptedPasties: _, edits, tags, ...paste }) => ({
        ...paste,
        tags: tags.map((tag) => tag.name),
        history: edits.map(({ encryptedPasties: __, ...edit }) => edit),
      })),
    ),
  );
  zip.file(
    "encrypted_pastes.json",
    json(
      encrypted.map(({ pasties: _, edits, tags, encryptedPasties, ...paste }) => ({
        ...paste,
        tags: tags.map((tag) => tag.name),
        encryptedPasties: base64(encryptedPasties),
        history: edits.map((edit) => ({
          id: edit.id,
          editedAt: edit.editedAt,
          title: edit.title,
          encryptedPasties: base64(edit.encryptedPasties),
        })),
      })),
    ),
  );
  zip.file("access_tokens.json", json(tokens));
  zip.file("action_logs.json", json(actionLogs));
  zip.file("moderation.json", json(moderation));
  // Comments on encrypted pastes go in as stored, like those pastes: the key is not ours to keep.
  zip.file("comments.json", json(comments.map(({ encryptedBody, ...comment }) => ({ ...comment, encryptedBody: base64(encryptedBody) }))));
  if (user.avatar) {
    zip.file(`avatar.${avatarExtensions[user.avatar.mimeType] ?? "bin"}`, user.avatar.data);
  }

  // JSZip's stream is an old-style readable; piping it through a core stream gives a web stream.
  const body = zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "DEFLATE" }).pipe(new PassThrough());
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${owner.username}_${stamp(new Date())}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const base64 = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString("base64") : null);

/** yyyy-MM-dd_HH-mm-ss in UTC. */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
}
