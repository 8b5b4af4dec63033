import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { notFound } from "../core/errors";
import { usernameKey } from "../users/username";
import { requireAdmin, requireAdminForPage } from "./access";
import { deleteUser } from "../users/delete";
import { setAdminRight } from "./admin-rights";
import { disableUser, enableUser } from "./disable-user";

// The admins' list of accounts (/admin/users, GET /api/v3/admin/users): find one by name, see
// what it is (admin, disabled, how many pastes), and disable or enable it — the same decisions
// as the report queue's and the command line's (disable-user.ts), audited the same way.

export const ADMIN_USERS_PAGE_SIZE = 50;

export interface AdminUserRow {
  id: string;
  username: string;
  createdAt: Date;
  isAdmin: boolean;
  disabled: boolean;
  pasteCount: number;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  query: string;
  page: number;
  hasNext: boolean;
}

/** Accounts whose name contains `q` (any case), newest first; `page` from 1. */
export async function listUsersForAdmin(caller: Caller, input: { q?: string; page?: string }, forPage = false): Promise<AdminUsersPage> {
  if (forPage) requireAdminForPage(caller);
  else requireAdmin(caller);
  const query = (input.q ?? "").trim().slice(0, 20);
  const page = Math.min(Math.max(Number.parseInt(input.page ?? "1", 10) || 1, 1), 10_000);
  const rows = await db().user.findMany({
    where: query ? { usernameKey: { contains: query.toLowerCase() } } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * ADMIN_USERS_PAGE_SIZE,
    take: ADMIN_USERS_PAGE_SIZE + 1,
    select: { id: true, username: true, createdAt: true, isAdmin: true, disabledAt: true, pasteCount: true },
  });
  return {
    users: rows.slice(0, ADMIN_USERS_PAGE_SIZE).map(({ disabledAt, ...row }) => ({ ...row, disabled: disabledAt !== null })),
    query,
    page,
    hasNext: rows.length > ADMIN_USERS_PAGE_SIZE,
  };
}

async function userIdOf(username: string): Promise<string> {
  const user = await db().user.findUnique({ where: { usernameKey: usernameKey(username) }, select: { id: true } });
  if (!user) throw notFound("The user was not found.");
  return user.id;
}

/** POST /api/v3/admin/users/:username/disable: the report queue's decision, about any account. */
export async function disableUserByName(caller: Caller, username: string, note: string): Promise<{ quarantinedPastes: number }> {
  const admin = requireAdmin(caller);
  return disableUser(admin, await userIdOf(username), note);
}

/** DELETE /api/v3/admin/users/:username: the account and everything of it, with the admin's note in the audit log. */
export async function deleteUserByName(caller: Caller, username: string, note: string): Promise<void> {
  requireAdmin(caller);
  await deleteUser(caller, username, note);
}

/** POST (grant) and DELETE (remove) /api/v3/admin/users/:username/admin. */
export function setAdminRightByName(
  caller: Caller,
  username: string,
  isAdmin: boolean,
  note: string,
): Promise<{ username: string; isAdmin: boolean }> {
  return setAdminRight(requireAdmin(caller), username, isAdmin, note);
}

/** POST /api/v3/admin/users/:username/enable. */
export async function enableUserByName(caller: Caller, username: string, note: string): Promise<{ releasedPastes: number }> {
  const admin = requireAdmin(caller);
  return enableUser(admin, await userIdOf(username), note);
}
