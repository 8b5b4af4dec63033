// How much work a challenge asks: the counter a solver must reach, drawn between half of the
// ceiling and the ceiling, so on average three quarters of it. A browser derives about 50,000
// SHA-256 keys a second (WebCrypto; a phone a third of that), so the least work takes a desktop a
// tenth of a second and the most a phone a few seconds. The ceiling doubles as the address uses
// up its write budget: whoever writes in bulk pays in bulk, and an address shared by many
// (a school, a carrier's NAT) is never asked more than MAX_WORK, so it cannot be locked out.

export const MIN_WORK = 10_000;
export const MAX_WORK = 80_000;

/** The counter ceiling for an address that has used `shareUsed` (0 to 1) of its write budget. */
export function workCeiling(shareUsed: number): number {
  // Under an eighth: the least; then twice as much at each of an eighth, a quarter and a half.
  const doublings = shareUsed >= 0.5 ? 3 : shareUsed >= 0.25 ? 2 : shareUsed >= 0.125 ? 1 : 0;
  return Math.min(MAX_WORK, MIN_WORK * 2 ** doublings);
}
