import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { callRoute } from "@/lib/testing/http";
import { GET as notFound } from "../../[...path]/route";
import { GET as ping } from "../ping/route";
import { GET as activePastes } from "./active_pastes/route";
import { GET as version } from "./version/route";

describe("service endpoints", () => {
  it("ping answers 200", async () => {
    expect((await callRoute(ping, { path: "/api/v3/ping" })).status).toBe(200);
  });

  it("version answers the package version", async () => {
    const result = await callRoute(version, { path: "/api/v3/meta/version" });
    expect(result.json).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });

  it("active pastes counts pastes that exist and have not expired", async () => {
    const hour = 3_600_000;
    await db().paste.createMany({
      data: [
        { id: "active01" },
        { id: "active02", expiresIn: "1h", deletesAt: new Date(Date.now() + hour) },
        { id: "expired1", expiresIn: "1h", deletesAt: new Date(Date.now() - hour) },
      ],
    });
    const result = await callRoute(activePastes, { path: "/api/v3/meta/active_pastes" });
    expect(result.json).toEqual({ count: 2 });
  });

  it("an unknown API path is a JSON 404 in the shape of its surface", async () => {
    const v3 = await callRoute(notFound, { path: "/api/v3/nothing" });
    expect(v3.status).toBe(404);
    expect(v3.json).toEqual({ statusCode: 404, message: "No endpoint at /api/v3/nothing." });
    const legacy = await callRoute(notFound, { path: "/api/v2/nothing" });
    expect(legacy.json).toEqual({ statusMessage: "No endpoint at /api/v2/nothing." });
  });
});
