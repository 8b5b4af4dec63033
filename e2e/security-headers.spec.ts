import { expect, type Page, test } from "@playwright/test";

// The custom server's security headers on the production build: every page script carries the
// request's CSP nonce and nothing the pages do trips the policy.

/** Collects console messages about the policy; violations are recorded in the page itself. */
async function watchPolicy(page: Page): Promise<{ cspConsole: string[] }> {
  const cspConsole: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) cspConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) =>
      store.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return { cspConsole };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe("security headers", () => {
  test("pages get a nonce policy their scripts carry, without violations", async ({ page }) => {
    const watched = await watchPolicy(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const policy = headers["content-security-policy"]!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain http here: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();

    const html = await response!.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // The page came alive (hydrated) and nothing was blocked.
    // eslint-disable-next-line playwright/no-networkidle -- a policy violation can come from any script the page loads, lazy chunks too: all must have run
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    expect(watched.cspConsole).toEqual([]);

    // The watch itself works: something the policy forbids is reported.
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "https://example.invalid/pixel.png";
      document.body.append(image);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^img-src https:\/\/example\.invalid/)]);

    // A fresh nonce for the next request.
    const again = await page.request.get("/");
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("the sign-in page and an interactive paste page run under the policy", async ({ page }) => {
    const watched = await watchPolicy(page);
    await page.goto("/login");
    // eslint-disable-next-line playwright/no-networkidle -- a policy violation can come from any script the page loads, lazy chunks too: all must have run
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);

    const created = await page.request.post("/api/v3/pastes", {
      data: { title: "csp", pasties: [{ title: "main.ts", content: "const x: number = 1;\n", language: "TypeScript" }] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/${id}`);
    // eslint-disable-next-line playwright/no-networkidle -- a policy violation can come from any script the page loads, lazy chunks too: all must have run
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    expect(watched.cspConsole).toEqual([]);
  });

  test("the embed view may be framed by other sites", async ({ request }) => {
    const created = await request.post("/api/v3/pastes", { data: { pasties: [{ content: "embed me" }] } });
    const { id } = (await created.json()) as { id: string };
    const embed = await request.get(`/${id}/embed`);
    expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers()["x-frame-options"]).toBeUndefined();
  });

  test("API answers carry nosniff and rate-limit headers, no policy", async ({ request }) => {
    const ping = await request.get("/api/v3/ping");
    expect(ping.status()).toBe(200);
    const headers = ping.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(Number(headers["ratelimit-limit"])).toBeGreaterThan(0);
    expect(Number(headers["ratelimit-remaining"])).toBeGreaterThanOrEqual(0);
    expect(Number(headers["ratelimit-reset"])).toBeGreaterThan(0);
  });
});
