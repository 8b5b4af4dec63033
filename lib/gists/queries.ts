import { db } from "../db/client";
import { render, sql } from "../db/sql";
import { isAdmin } from "../users/dto";
import type { UserFacts } from "../users/github";

// What a gist shows besides its paste: its owner as a user, its files' names and sizes without
// their text, and its counts. These reads decide nothing about access: the pastes they are asked
// about were chosen by the lists and reads of lib/profiles, lib/search and lib/pastes, which do.

/** A pasty's name, language and size, without its text. */
export interface FileFacts {
  id: string;
  title: string;
  language: string;
  size: number;
}

/** A listed paste with what its gist object needs. */
export interface GistRow {
  id: string;
  ownerId: string | null;
  title: string;
  createdAt: Date;
  editedAt: Date | null;
  private: boolean;
  commentsEnabled: boolean;
  /** Encrypted by the server or end to end: its files' names are secret too, so none are listed. */
  encrypted: boolean;
  comments: number;
  files: FileFacts[];
}

/** The pastes `ids` names, in that order (those deleted meanwhile left out), for a list's page. */
export async function findGistRows(ids: readonly string[]): Promise<GistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db().$queryRawUnsafe<GistRow[]>(
    ...render(sql`
    SELECT p.id, p.owner_id AS "ownerId", p.title, p.created_at AS "createdAt", p.edited_at AS "editedAt", p.private,
           p.comments_enabled AS "commentsEnabled",
           (p.encrypted_pasties IS NOT NULL OR p.e2e IS NOT NULL) AS encrypted,
           (SELECT count(*)::int FROM paste_comments c WHERE c.paste_id = p.id) AS comments,
           (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'language', s.language,
                                                       'size', octet_length(s.content)) ORDER BY s.position), '[]'::json)
            FROM pasties s WHERE s.paste_id = p.id) AS files
    FROM pastes p WHERE p.id = ANY(${[...ids]}::text[])`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Users as gists show their owners, by id. */
export async function findUserFacts(ids: readonly string[]): Promise<Map<string, UserFacts>> {
  return userFactsWhere({ id: { in: [...new Set(ids)] } });
}

/** Users as gists show their owners, by exact username. */
export async function findUserFactsByUsername(usernames: readonly string[]): Promise<Map<string, UserFacts>> {
  const byId = await userFactsWhere({ username: { in: [...new Set(usernames)] } });
  return new Map([...byId.values()].map((user) => [user.username, user]));
}

async function userFactsWhere(where: { id: { in: string[] } } | { username: { in: string[] } }): Promise<Map<string, UserFacts>> {
  const users = await db().user.findMany({
    where,
    select: { id: true, username: true, usernameKey: true, isAdmin: true, avatar: { select: { id: true } } },
  });
  return new Map(
    users.map((user) => [user.id, { id: user.id, username: user.username, avatarId: user.avatar?.id ?? null, isAdmin: isAdmin(user) }]),
  );
}
