import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/http";
import { GET } from "./expiresInToUnixTime/route";

const ask = (query: string) => callRoute(GET, { path: `/api/v2/time/expiresInToUnixTime${query}` });

describe("GET /api/v2/time/expiresInToUnixTime", () => {
  it("answers when a paste created then with that expiry is deleted, in unix seconds", async () => {
    const createdAt = 1588441258; // 2020-05-02T17:40:58Z
    const expected: Record<string, number> = {
      "1h": createdAt + 3600,
      "2h": createdAt + 7200,
      "10h": createdAt + 36_000,
      "1d": createdAt + 86_400,
      "2d": createdAt + 172_800,
      "1w": createdAt + 604_800,
      "1m": Date.UTC(2020, 5, 2, 17, 40, 58) / 1000,
      "1y": Date.UTC(2021, 4, 2, 17, 40, 58) / 1000,
      never: 0,
    };
    for (const [expiresIn, result] of Object.entries(expected)) {
      const answer = await ask(`?createdAt=${createdAt}&expiresIn=${expiresIn}`);
      expect(answer.status, expiresIn).toBe(200);
      expect(answer.json).toEqual({ result });
    }
  });

  it("is 400 in the v2 shape for bad or missing parameters", async () => {
    for (const query of [
      "",
      "?createdAt=1588441258",
      "?expiresIn=1h",
      "?createdAt=abc&expiresIn=1h",
      "?createdAt=-5&expiresIn=1h",
      "?createdAt=1&expiresIn=3h",
    ]) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toEqual({ statusMessage: expect.any(String) });
    }
  });
});
