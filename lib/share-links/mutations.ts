import { randomBytes } from "node:crypto";
import type { Caller } from "../auth/caller";
import { sha256Hex } from "../auth/secret-hash";
import { db } from "../db/client";
import { env } from "../core/env";
import { notFound } from "../core/errors";
import { expiryDate } from "../core/expires-in";
import { withUniqueId } from "../db/unique-id";
import { qrCodeOf } from "../pastes/qr-code";
import { linkablePaste, shareLinksFull } from "./access";
import { toShareLinkDto } from "./dto";
import type { CreatedShareLinkDto, CreateShareLinkInput } from "./schema";

// Creating and revoking share links. The secret (24 random bytes, 32 URL-safe characters) is in
// the answer once and then only in the link; the database keeps its SHA-256, like access tokens.

/** The path of a link; the answer makes it absolute with the service's public origin. */
export const sharePath = (secret: string) => `/s/${secret}`;

export async function createShareLink(
  caller: Caller,
  pasteId: string,
  input: CreateShareLinkInput,
  origin: string,
): Promise<CreatedShareLinkDto> {
  const paste = await linkablePaste(caller, pasteId);
  const secret = randomBytes(24).toString("base64url");
  const url = `${origin}${sharePath(secret)}`;
  // Drawn before the link is stored: nothing kept could draw it again (only the hash is), and a
  // code that cannot be drawn must not leave a link its owner never saw.
  const qrCode = await qrCodeOf(url);
  const createdAt = new Date();
  const link = await withUniqueId((id) =>
    db().$transaction(async (tx) => {
      // The paste's row lock makes concurrent creations count one after another, so the cap holds.
      await tx.$executeRaw`SELECT 1 FROM pastes WHERE id = ${paste.id} FOR UPDATE`;
      const limit = env().MAX_SHARE_LINKS_PER_PASTE;
      if ((await tx.shareLink.count({ where: { pasteId: paste.id } })) >= limit) throw shareLinksFull(limit);
      return tx.shareLink.create({
        data: {
          id,
          pasteId: paste.id,
          secretHash: sha256Hex(secret),
          label: input.label ?? "",
          createdAt,
          expiresAt: expiryDate(input.expiresIn, createdAt),
          maxViews: input.maxViews ?? null,
        },
      });
    }),
  );
  return { ...toShareLinkDto(link), url, qrCode };
}

/** Revokes one link of the caller's paste: it stops working at once. */
export async function revokeShareLink(caller: Caller, pasteId: string, linkId: string): Promise<void> {
  const paste = await linkablePaste(caller, pasteId);
  const { count } = await db().shareLink.deleteMany({ where: { id: linkId, pasteId: paste.id } });
  if (count === 0) throw notFound("The share link was not found.");
}
