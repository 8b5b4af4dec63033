import { expect, test } from "@playwright/test";

test.describe("the running service", () => {
  test("serves the home page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Myst" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("answers ping, version, active pastes and health", async ({ request }) => {
    expect((await request.get("/api/v3/ping")).status()).toBe(200);
    const version = await request.get("/api/v3/meta/version");
    expect(await version.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const active = await request.get("/api/v3/meta/active_pastes");
    expect(await active.json()).toEqual({ count: expect.any(Number) });
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });

  test("unknown API paths are JSON 404s in the shape of their surface", async ({ request }) => {
    const v3 = await request.get("/api/v3/does-not-exist");
    expect(v3.status()).toBe(404);
    expect(await v3.json()).toEqual({ statusCode: 404, message: expect.any(String) });
    const v2 = await request.post("/api/v2/nothing-here", { data: {} });
    expect(v2.status()).toBe(404);
    expect(await v2.json()).toEqual({ statusMessage: expect.any(String) });
  });

  test("every response carries a request id", async ({ request }) => {
    const response = await request.get("/api/v3/ping");
    expect(response.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });
});
