import { PassThrough, Readable } from "node:stream";
import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { ensureAvatar } from "../avatars/mutations";
import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { logger } from "../core/logger";
import { settingsFromStored } from "../settings/schema";
import { toUserDto } from "./dto";
import { array, type JsonPieces, jsonStream } from "./export-json";
import { accessTokens, actionLogs, comments, encryptedPastes, moderation, plainPastes } from "./export-rows";
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
 * The lists a user can grow without end are read a page at a time (a paste's content and history
 * one paste, one version at a time) while the archive is written and sent, so what the server
 * holds does not grow with the account (issue 40, item 2).
 */
export async function exportUserZip(caller: Caller, username: string): Promise<Response> {
  requireUser(caller, "user");
  const owner = await requireProfileUser(username);
  if (caller.kind !== "user" || caller.user.id !== owner.id) throw forbidden("You can only download your own data.");

  await ensureAvatar(owner.id); // so the zip holds the avatar file even for users from before avatars
  const user = await db().user.findUniqueOrThrow({ where: { id: owner.id }, include: { avatar: true } });
  const body = new PassThrough();
  // A read failing half way ends the download as failed (a truncated zip does not open).
  const fail = (error: Error) => {
    logger().error({ err: error, userId: owner.id }, "data export failed");
    body.destroy(error);
  };
  const list = (items: AsyncIterable<JsonPieces>) => jsonStream(array(items), fail);

  const zip = new JSZip();
  zip.file("user.json", json(toUserDto({ ...user, avatar: user.avatar ?? (await ensureAvatar(owner.id)) })));
  zip.file("settings.json", json({ ...settingsFromStored(user.settings), showAllPastesOnProfile: user.showAllPastesOnProfile }));
  zip.file("pastes.json", list(plainPastes(owner.id)));
  zip.file("encrypted_pastes.json", list(encryptedPastes(owner.id)));
  zip.file("access_tokens.json", list(accessTokens(owner.id)));
  zip.file("action_logs.json", list(actionLogs(owner.id)));
  zip.file("moderation.json", list(moderation(owner.id)));
  zip.file("comments.json", list(comments(owner.id)));
  if (user.avatar) {
    zip.file(`avatar.${avatarExtensions[user.avatar.mimeType] ?? "bin"}`, user.avatar.data);
  }

  // JSZip writes one file after the other, reading each file's stream only as fast as the archive
  // is consumed. Its stream is an old-style readable; piping it through a core stream gives a web stream.
  const archive = zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "DEFLATE" });
  archive.on("error", fail).pipe(body);
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${owner.username}_${stamp(new Date())}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** yyyy-MM-dd_HH-mm-ss in UTC. */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
}
