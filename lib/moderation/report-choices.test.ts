import { beforeAll, describe, expect, it } from "vitest";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { countOf } from "../core/units";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { type ReportChoiceFacts, reportChoices } from "./report-choices";

// The queue's buttons (issue 43): only the decisions that can work are offered — no Dismiss on
// a paste without reports — and a decision withheld is one the API refuses.

const facts = (changes: Partial<ReportChoiceFacts> = {}): ReportChoiceFacts => ({
  openReports: 1,
  quarantined: false,
  private: false,
  owner: { disabled: false, isAdmin: false },
  ...changes,
});

describe("the decisions offered on a paste", () => {
  it("offer dismissing only open reports, and releasing a held-back paste that has none", () => {
    expect(reportChoices(facts())).toEqual(["quarantine", "dismiss", "disable-owner", "delete"]);
    expect(reportChoices(facts({ openReports: 0 }))).toEqual(["quarantine", "disable-owner", "delete"]);
    expect(reportChoices(facts({ openReports: 0, quarantined: true }))).toEqual(["release", "disable-owner", "delete"]);
    expect(reportChoices(facts({ quarantined: true }))).toEqual(["dismiss", "disable-owner", "delete"]);
  });

  it("offer disabling only an owner who can be disabled, and deleting only a public paste", () => {
    for (const owner of [null, { disabled: true, isAdmin: false }, { disabled: false, isAdmin: true }]) {
      expect(reportChoices(facts({ owner }))).not.toContain("disable-owner");
    }
    expect(reportChoices(facts({ private: true }))).toEqual(["quarantine", "dismiss", "disable-owner"]);
  });

  it("say a count with its noun in the singular for one only", () => {
    expect([0, 1, 2].map((count) => countOf(count, "open report"))).toEqual(["0 open reports", "1 open report", "2 open reports"]);
  });
});

describe("what is withheld is what the API refuses", () => {
  let adminToken = "";
  let owner: ReturnType<typeof sessionCaller>;
  let adminCaller: ReturnType<typeof sessionCaller>;

  beforeAll(async () => {
    const admin = await createTestUser({ isAdmin: true });
    adminToken = await createTestToken(admin.id, ["paste", "user"]);
    adminCaller = sessionCaller({ id: admin.id, username: admin.username, isAdmin: true });
    const user = await createTestUser();
    owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  });

  const paste = async (caller = owner) =>
    (await createPaste(caller, createPasteInputSchema.parse({ pasties: [{ content: "fine" }] }), null)).id;
  const decide = async (pasteId: string, decision: string) =>
    (
      await callRoute(decisionRoute.POST, {
        method: "POST",
        path: `/api/v3/pastes/${pasteId}/reports/decision`,
        params: { pasteId },
        token: adminToken,
        body: { decision, note: "checked" },
      })
    ).status;

  it("refuses dismissing a paste with no reports, and releases a held-back one", async () => {
    const unreported = await paste();
    expect(reportChoices(facts({ openReports: 0 }))).not.toContain("dismiss");
    expect(await decide(unreported, "dismiss")).toBe(404);

    await db().paste.update({ where: { id: unreported }, data: { quarantinedAt: new Date() } });
    expect(reportChoices(facts({ openReports: 0, quarantined: true }))).toContain("release");
    expect(await decide(unreported, "dismiss")).toBe(200);
    expect((await db().paste.findUniqueOrThrow({ where: { id: unreported } })).quarantinedAt).toBeNull();
  });

  it("refuses disabling the owner of an anonymous paste or an admin's", async () => {
    expect(await decide(await paste(anonymous), "disable-owner")).toBe(400);
    expect(await decide(await paste(adminCaller), "disable-owner")).toBe(403);
  });
});
