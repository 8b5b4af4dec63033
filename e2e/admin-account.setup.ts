import { expect, test } from "@playwright/test";
import { ADMIN, signInAsAdmin } from "./pages/announcements-admin";

test("the journeys' admin has an account, and it is an admin", async ({ page }) => {
  await signInAsAdmin(page);
  const self = await page.request.get("/api/v3/auth/self");
  expect(await self.json()).toMatchObject({ username: ADMIN, isAdmin: true });
});
