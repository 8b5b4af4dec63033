import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmTotpEnrolment, startTotpEnrolment } from "../auth/second-factor/totp";
import { Secret, TOTP } from "otpauth";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { secondFactorGate } from "./second-factor-gate";

vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

// REQUIRE_2FA at the door: a real HTTP server whose requests go through the gate, and answer
// "through" when it lets them.

const servers: Server[] = [];
async function serve(mode: "admins" | "all"): Promise<string> {
  const gate = secondFactorGate(mode)!;
  const server = createServer((req, res) => {
    void gate(req, res).then((answered) => {
      if (!answered) res.end("through");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let admins: string;
let all: string;
beforeAll(async () => {
  [admins, all] = [await serve("admins"), await serve("all")];
});
afterAll(() => servers.forEach((server) => server.close()));

const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: "manual" });

describe("REQUIRE_2FA", () => {
  it("is off by default", () => {
    expect(secondFactorGate("off")).toBeUndefined();
  });

  it("=admins sends an admin without a second factor to set one up before admin pages and the admin API, and nothing else", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const headers = await createTestSessionHeaders(admin.id);
    const page = await get(admins, "/admin/reports", headers);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/settings/security?required=1");
    const api = await get(admins, "/api/v3/admin/users", headers);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ statusCode: 403, message: expect.stringMatching(/requires a second factor/) });
    expect(await (await get(admins, "/", headers)).text()).toBe("through");
    expect(await (await get(admins, "/settings/security", headers)).text()).toBe("through");
    // Everyone else, and anonymous visitors, pass.
    const user = await createTestUser();
    expect(await (await get(admins, "/admin/reports", await createTestSessionHeaders(user.id))).text()).toBe("through");
    expect(await (await get(admins, "/admin/reports")).text()).toBe("through");
  });

  it("=all lets an account without one set one up and sign out, nothing more; with one, everything", async () => {
    const user = await createTestUser();
    const headers = await createTestSessionHeaders(user.id);
    expect((await get(all, "/", headers)).status).toBe(303);
    expect((await get(all, "/api/v3/pastes", headers)).status).toBe(403);
    // Setting up a passkey too (its options, then the passkey).
    for (const path of [
      "/settings/security",
      "/api/v3/auth/self/totp",
      "/api/v3/auth/self/passkeys/options",
      "/api/v3/auth/self/passkeys",
      "/auth/logout",
      "/_next/static/x.js",
    ]) {
      expect(await (await get(all, path, headers)).text()).toBe("through");
    }
    const { secret } = await startTotpEnrolment(user);
    await confirmTotpEnrolment(user.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    expect(await (await get(all, "/", headers)).text()).toBe("through");
  });
});
