import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { outsideRequest } from "./outside-request";

describe("work started by a request and not waited for", () => {
  it("sees none of the request's stores, then or in what it chains, while the request still does", async () => {
    const request = new AsyncLocalStorage<{ id: string }>();
    const seen = await request.run({ id: "req-1" }, async () => {
      const detached = outsideRequest(async () => {
        const before = request.getStore();
        await new Promise((resolve) => setTimeout(resolve, 1));
        return [before, request.getStore()];
      });
      return { detached: await detached, request: request.getStore() };
    });
    expect(seen).toEqual({ detached: [undefined, undefined], request: { id: "req-1" } });
  });
});
