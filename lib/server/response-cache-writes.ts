import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { type Account, call } from "../testing/server-accounts";

// What the response cache's suite (response-cache-suite.ts) writes to a paste it has kept on every
// surface, each followed by the next anonymous read of each surface: the write must show there at
// once, never an answer kept from before it.

export interface CachedPaste {
  id: string;
  pasties: { id: string }[];
}

/** An anonymous read of one surface, as the suite makes it. */
export interface SurfaceRead {
  status: number;
  cache: string | null;
  body: string;
}

export interface WriteThatChangesAnswers {
  name: string;
  write: (paste: CachedPaste) => Promise<void>;
  check: (paste: CachedPaste, path: string, read: SurfaceRead) => void;
}

/** The writes, on the suite's server as its owner and admin (known once the suite has started). */
export function writesThatChangeAnswers(suite: () => { base: string; owner: Account; admin: Account }): WriteThatChangesAnswers[] {
  return [
    {
      name: "edit",
      write: async (paste) => {
        const response = await call(suite().base, suite().owner, "PATCH", `/api/v3/pastes/${paste.id}`, {
          title: "Edited title",
          pasties: [{ id: paste.pasties[0]!.id, title: "a.txt", content: "edited content", language: "Text" }],
        });
        expect(response.status).toBe(200);
      },
      check: (_paste, path, read) => {
        expect(read.status, path).toBe(200);
        expect(read.body, path).toContain(path.includes("/stats") ? '"bytes":14' : "edited content");
      },
    },
    {
      name: "delete",
      write: async (paste) => expect((await call(suite().base, suite().owner, "DELETE", `/api/v3/pastes/${paste.id}`)).status).toBe(204),
      check: (_paste, path, read) => expect(read.status, path).toBe(404),
    },
    {
      name: "private",
      write: async (paste) =>
        expect((await call(suite().base, suite().owner, "POST", `/api/v3/pastes/${paste.id}/private`)).status).toBe(200),
      check: (_paste, path, read) => expect(read.status, path).toBe(404),
    },
    {
      name: "star",
      write: async (paste) => expect((await call(suite().base, suite().admin, "POST", `/api/v3/pastes/${paste.id}/star`)).status).toBe(200),
      check: (_paste, path, read) => {
        expect(read.status, path).toBe(200);
        if (path.startsWith("/api/v3/pastes/") && !path.includes("/stats")) expect(read.body).toContain('"stars":1');
        expect(read.cache, path).not.toBe("HIT");
      },
    },
    {
      name: "pin",
      write: async (paste) => expect((await call(suite().base, suite().owner, "POST", `/api/v3/pastes/${paste.id}/pin`)).status).toBe(200),
      check: (_paste, path, read) => {
        if (path.startsWith("/api/v3/pastes/") && !path.includes("/stats")) expect(read.body).toContain('"pinned":true');
        expect(read.cache, path).not.toBe("HIT");
      },
    },
    {
      name: "tags",
      write: async (paste) =>
        expect((await call(suite().base, suite().owner, "PATCH", `/api/v3/pastes/${paste.id}/tags`, ["fresh"])).status).toBe(200),
      check: (_paste, path, read) => expect(read.cache, path).not.toBe("HIT"),
    },
    {
      name: "owner rename",
      write: async () => {
        const renamed = `renamed${randomBytes(3).toString("hex")}`;
        expect((await call(suite().base, suite().owner, "PATCH", "/api/v3/settings/username", { username: renamed })).status).toBe(200);
        suite().owner.username = renamed;
      },
      check: (_paste, path, read) => {
        if (path.endsWith("embed") || path.split("/").length === 2) expect(read.body, path).toContain(suite().owner.username);
        expect(read.cache, path).not.toBe("HIT");
      },
    },
    {
      name: "announcement",
      write: async () => {
        const response = await call(suite().base, suite().admin, "POST", "/api/v3/announcements", {
          title: "Fresh news",
          content: "Read this",
        });
        expect(response.status).toBe(201);
      },
      check: (_paste, path, read) => {
        if (path.split("/").length === 2) expect(read.body, path).toContain("Fresh news");
        expect(read.cache, path).not.toBe("HIT");
      },
    },
  ];
}
