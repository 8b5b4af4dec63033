import { currentSignedIn } from "../auth/current-user";
import { getUserDto } from "./queries";

/**
 * Who is reading a page, as its client components show them: the account menu, the palette, the
 * star button, the comment form. A page rendered for everyone (the response cache's shared
 * pages, lib/server/viewer-pages.ts) gets it from a script the server puts in, the others from
 * the root layout.
 */
export interface Viewer {
  username: string;
  avatarId: string | null;
  isAdmin: boolean;
  /** Stars of the pastes of a page rendered for everyone (a page rendered for them has its own). */
  starred: Record<string, boolean>;
}

/** The signed-in reader of the page being rendered, or null. */
export async function currentViewer(): Promise<Viewer | null> {
  const signedIn = await currentSignedIn();
  if (!signedIn) return null;
  // The session's lookup names the avatar; only a user without one yet is looked up again (and given one).
  const avatarId = signedIn.avatarId ?? (await getUserDto(signedIn.user.id)).avatarId;
  return { username: signedIn.user.username, avatarId, isAdmin: signedIn.user.isAdmin, starred: {} };
}
