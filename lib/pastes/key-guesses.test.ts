import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as unlock from "@/app/[pasteId]/unlock/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as rawRoute from "@/app/raw/[pasteId]/[pastyId]/route";
import * as sharedRaw from "@/app/s/[secret]/raw/[pastyId]/route";
import { sessionCaller } from "../auth/resolve-caller";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { createShareLink } from "../share-links/mutations";
import { createShareLinkInputSchema } from "../share-links/schema";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { derivationLoad, rememberedKeyCount } from "./key-derivation";
import { createPaste, editPaste } from "./mutations";
import { deletePaste } from "./delete/mutations";
import { createPasteInputSchema, editPasteInputSchema } from "./schema";

// Issue 24, items 4 and 5: a wrong Encryption-Key ran the full key derivation on every read (16
// requests in flight from one address stalled every other request for seconds), and the unlock
// form's guess limit did not hold for the API or share links. Now one budget of guesses holds
// per paste and client on every surface, it is spent before deriving, and derivations are gated.

vi.hoisted(() => {
  vi.stubEnv("RATE_LIMIT_ENABLED", "true");
  vi.stubEnv("RATE_LIMIT_READ_PER_MINUTE", "100000");
  vi.stubEnv("RATE_LIMIT_WRITE_PER_MINUTE", "100000");
  vi.stubEnv("RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT", "3");
  vi.stubEnv("RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS", "20");
  vi.stubEnv("KDF_CONCURRENCY", "1");
  vi.stubEnv("KDF_QUEUE", "4");
  vi.stubEnv("KDF_PER_CLIENT", "2");
});
afterAll(() => vi.unstubAllEnvs());

const PASSWORD = "the paste's password";
let owner: Awaited<ReturnType<typeof createTestUser>>;

async function encryptedPaste(options: { private?: boolean } = {}): Promise<{ id: string; pastyId: string }> {
  const caller = sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });
  const input = createPasteInputSchema.parse({ encrypted: true, private: options.private ?? false, pasties: [{ content: "secret" }] });
  const paste = await createPaste(caller, input, PASSWORD);
  return { id: paste.id, pastyId: paste.pasties[0]!.id };
}

const from = (address: string, key?: string) => ({
  [CLIENT_ADDRESS_HEADER]: address,
  ...(key === undefined ? {} : { "Encryption-Key": key }),
});

const readApi = (pasteId: string, address: string, key: string) =>
  callRoute(pasteRoute.GET, { path: `/api/v3/pastes/${pasteId}`, params: { pasteId }, headers: from(address, key) });

const readRaw = (paste: { id: string; pastyId: string }, address: string, key: string) =>
  callRoute(rawRoute.GET, {
    path: `/raw/${paste.id}/${paste.pastyId}`,
    params: { pasteId: paste.id, pastyId: paste.pastyId },
    headers: from(address, key),
  });

const unlockForm = (pasteId: string, address: string, password: string) =>
  callRoute(unlock.POST, {
    method: "POST",
    path: `/${pasteId}/unlock`,
    params: { pasteId },
    headers: { ...from(address), Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password }).toString(),
  });

beforeAll(async () => {
  owner = await createTestUser();
});

describe("one guess budget per paste and client, on every surface", () => {
  it("after wrong keys through the API, the right one is refused there, on /raw and in the form", async () => {
    const paste = await encryptedPaste();
    for (let attempt = 0; attempt < 3; attempt++) expect((await readApi(paste.id, "198.51.100.1", "wrong")).status).toBe(400);
    expect((await readApi(paste.id, "198.51.100.1", PASSWORD)).status).toBe(429);
    expect((await readRaw(paste, "198.51.100.1", PASSWORD)).status).toBe(429);
    const form = await unlockForm(paste.id, "198.51.100.1", PASSWORD);
    expect(form.headers.get("set-cookie") ?? "").not.toContain("myst_key_");
    // Another client keeps its own budget.
    expect((await readApi(paste.id, "198.51.100.2", PASSWORD)).status).toBe(200);
  });

  it("after wrong passwords in the form, the right key is refused through the API and a share link", async () => {
    const paste = await encryptedPaste({ private: true });
    // The form is the owner's (a private paste); the share link is anyone's who has it.
    const ownerHeaders = await createTestSessionHeaders(owner.id);
    const ownersForm = (password: string) =>
      callRoute(unlock.POST, {
        method: "POST",
        path: `/${paste.id}/unlock`,
        params: { pasteId: paste.id },
        headers: { ...ownerHeaders, ...from("198.51.100.3"), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }).toString(),
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await ownersForm("wrong")).status).toBe(303);
    expect(
      (
        await callRoute(pasteRoute.GET, {
          path: `/api/v3/pastes/${paste.id}`,
          params: { pasteId: paste.id },
          headers: { ...ownerHeaders, ...from("198.51.100.3", PASSWORD) },
        })
      ).status,
    ).toBe(429);
    const caller = sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });
    const link = await createShareLink(caller, paste.id, createShareLinkInputSchema.parse({}), "http://localhost");
    const secret = link.url.split("/s/")[1]!;
    const shared = await callRoute(sharedRaw.GET, {
      path: `/s/${secret}/raw/${paste.pastyId}`,
      params: { secret, pastyId: paste.pastyId },
      headers: from("198.51.100.3", PASSWORD),
    });
    expect(shared.status).toBe(429);
  });

  it("spends nothing for the right key: a reader with the key reads as often as they like", async () => {
    const paste = await encryptedPaste();
    for (let read = 0; read < 8; read++) expect((await readApi(paste.id, "198.51.100.4", PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) expect((await readApi(paste.id, "198.51.100.4", "wrong")).status).toBe(400);
    expect((await readApi(paste.id, "198.51.100.4", PASSWORD)).status).toBe(200);
  });
});

describe("the key derivation gate", () => {
  it("answers 32 wrong keys at once from one client without deriving more than its share, and keeps this thread free", async () => {
    const paste = await encryptedPaste();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let mostRunning = 0;
    const watch = setInterval(() => (mostRunning = Math.max(mostRunning, derivationLoad().running)), 1);
    delay.enable();
    const answers = await Promise.all(Array.from({ length: 32 }, (_, index) => readApi(paste.id, "198.51.100.5", `wrong ${index}`)));
    delay.disable();
    clearInterval(watch);
    const statuses = answers.map((answer) => answer.status);
    // At most two of this client's keys are derived at a time; the rest are refused at once.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(mostRunning).toBeLessThanOrEqual(1);
    // Derived on this thread, 32 keys would hold it for seconds; off it, only the machine's load shows.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it("refuses with 503 beyond its queue, and a client whose key is known reads without waiting", async () => {
    const paste = await encryptedPaste();
    expect((await readApi(paste.id, "198.51.100.6", PASSWORD)).status).toBe(200);
    const crowd = Array.from({ length: 12 }, (_, index) => readApi(paste.id, `203.0.113.${index + 1}`, `wrong ${index}`));
    const reader = await readApi(paste.id, "198.51.100.6", PASSWORD);
    expect(reader.status).toBe(200);
    const statuses = (await Promise.all(crowd)).map((answer) => answer.status);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 400 || status === 503)).toBe(true);
  });
});

describe("the remembered right keys", () => {
  it("are forgotten when their paste is edited or deleted", async () => {
    const caller = sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });
    const [edited, deleted] = [await encryptedPaste(), await encryptedPaste()];
    const before = rememberedKeyCount();
    expect((await readApi(edited.id, "198.51.100.7", PASSWORD)).status).toBe(200);
    expect((await readApi(deleted.id, "198.51.100.7", PASSWORD)).status).toBe(200);
    expect(rememberedKeyCount()).toBe(before + 2);
    await editPaste(caller, edited.id, editPasteInputSchema.parse({ pasties: [{ content: "changed" }] }), PASSWORD);
    expect(rememberedKeyCount()).toBe(before + 1);
    await deletePaste(caller, deleted.id);
    expect(rememberedKeyCount()).toBe(before);
  });
});
