import { createHash, randomBytes } from "node:crypto";
import type { RenderedHtml } from "./render";
import { processSingleton } from "../core/process-state";

// Keeps rendered code and Markdown out of the React Server Components payload. A server
// component rendering user content puts a short marker where the HTML goes
// (`<code dangerouslySetInnerHTML={{ __html: slotMarker(rendered) }}>`); the custom server fills
// the markers of each HTML or RSC answer from here before it is sent (fillSlots, called by
// lib/server/page-assembly.ts). The page's HTML then carries the code once, in the markup, and
// the payload that hydrates it carries only the marker: React does not compare
// dangerouslySetInnerHTML when it hydrates, and the marker is the same for the same content on
// every render, so a refresh leaves the code in place.
//
// Markers hold a secret of this process: content a user wrote cannot forge one (it is escaped
// anyway). An entry stays while a render that placed it has not been sent, and at most a minute.

interface Slot {
  html: string;
  /** Plain only because the machine was busy (render.ts): the answer must not be kept. */
  provisional: boolean;
  pins: number;
  placedAt: number;
}

interface SlotState {
  secret: string;
  slots: Map<string, Slot>;
  pattern: RegExp;
}

const MAX_AGE_MS = 60_000;

// One per process: the routes place markers, the server (another copy of lib/) fills.
function state(): SlotState {
  return processSingleton("renderSlots", () => {
    const secret = randomBytes(9).toString("hex");
    return { secret, slots: new Map(), pattern: new RegExp(`<!--myst:${secret}:([\\w-]+)-->`, "g") };
  });
}

/** The marker that stands for `rendered.html` in the page until the server fills it in. */
export function slotMarker(rendered: Pick<RenderedHtml, "key" | "html" | "provisional">): string {
  const { secret, slots } = state();
  const now = Date.now();
  for (const [key, slot] of slots) {
    if (now - slot.placedAt < MAX_AGE_MS) break;
    slots.delete(key);
  }
  const existing = slots.get(rendered.key);
  slots.delete(rendered.key);
  slots.set(rendered.key, {
    html: rendered.html,
    provisional: rendered.provisional === true,
    pins: (existing?.pins ?? 0) + 1,
    placedAt: now,
  });
  return `<!--myst:${secret}:${rendered.key}-->`;
}

/**
 * A marker of no HTML that only says the answer holds something shown plainer because the
 * machine was busy (a Markdown pasty shown as source), so the server does not keep the answer.
 */
export function provisionalMarker(): string {
  return slotMarker({ key: "provisional", html: "", provisional: true });
}

/** The marker for HTML a page builds itself (a diff's tables), addressed by its content. */
export function htmlSlotMarker(html: string): string {
  return slotMarker({ key: createHash("sha256").update(html).digest("base64url"), html });
}

/**
 * Replaces every marker in an answer's body with its HTML: as markup in an HTML document, as the
 * inside of a JSON string in an RSC payload (where the marker sits in a JSON string). `provisional`
 * tells whether any of it was shown plain only because the machine was busy.
 */
export function fillSlots(body: string, format: "html" | "flight"): { body: string; provisional: boolean } {
  const { slots, pattern } = state();
  if (!body.includes("<!--myst:")) return { body, provisional: false };
  let provisional = false;
  const filled = body.replace(pattern, (_marker, key: string) => {
    const slot = slots.get(key);
    if (!slot) return "";
    if (--slot.pins <= 0) slots.delete(key);
    provisional ||= slot.provisional;
    return format === "html" ? slot.html : JSON.stringify(slot.html).slice(1, -1);
  });
  return { body: filled, provisional };
}
