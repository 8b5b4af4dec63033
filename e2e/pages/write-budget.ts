import { setTimeout as sleep } from "node:timers/promises";
import { expect, type Page } from "@playwright/test";
import { workCeiling } from "../../lib/captcha/difficulty";

/**
 * The write budget of the address the journeys come from, as a signed-in `page` spends it
 * (lib/rate-limit): the captcha asks that address more work as it writes (lib/captcha/difficulty.ts).
 */
export class WriteBudget {
  constructor(
    private readonly page: Page,
    private readonly appUrl: string,
  ) {}

  /** Writes once; answers the share of the budget used, and the seconds left of its window. */
  async writeOnce(): Promise<{ share: number; resetSeconds: number }> {
    const answer = await this.page.request.post(`${this.appUrl}/api/v3/pastes`, {
      data: { pasties: [{ content: "raising this address's writes" }] },
      headers: { Origin: this.appUrl },
    });
    expect(answer.status()).toBe(201);
    const limit = Number(answer.headers()["ratelimit-limit"]);
    return {
      share: (limit - Number(answer.headers()["ratelimit-remaining"])) / limit,
      resetSeconds: Number(answer.headers()["ratelimit-reset"]),
    };
  }

  /**
   * Makes sure the window lasts 20 s more (its end would lower the work asked) with under a
   * quarter of the budget used (room for two more steps of work), waiting for the next window if
   * need be; answers the share used then.
   */
  async awaitFreshWindow(): Promise<number> {
    const { share, resetSeconds } = await this.writeOnce();
    if (resetSeconds >= 20 && share < 1 / 4) return share;
    // The budget's window is time itself: nothing on the page to wait for.
    await sleep((resetSeconds + 1) * 1000);
    return 0;
  }

  /** Writes until the captcha asks more work than it did at `shareBefore`. */
  async writeUntilMoreWorkIsAsked(shareBefore: number): Promise<void> {
    for (let share = shareBefore; workCeiling(share) === workCeiling(shareBefore);) ({ share } = await this.writeOnce());
  }
}
