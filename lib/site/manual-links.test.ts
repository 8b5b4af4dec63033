import { describe, expect, it } from "vitest";
import { manualImageSrc, manualLinkHref } from "./manual-links";

const hrefOf = new Map([
  ["docs/README.md", "/docs"],
  ["docs/api/README.md", "/docs/api"],
  ["docs/use/pages.md", "/docs/use/pages"],
  ["docs/operate/limits.md", "/docs/operate/limits"],
]);

describe("a link of the manual on the site", () => {
  it.each([
    // From docs/use/pages.md:
    ["../operate/limits.md", "/docs/operate/limits"],
    ["../operate/limits.md#rate-limits", "/docs/operate/limits#rate-limits"],
    ["pages.md#themes", "/docs/use/pages#themes"],
    ["./pages.md", "/docs/use/pages"],
    ["../README.md", "/docs"],
    ["../api/README.md#errors", "/docs/api#errors"],
    ["../use/../operate/limits.md", "/docs/operate/limits"],
    ["#themes", "#themes"],
    ["https://example.org/x.md", "https://example.org/x.md"],
    ["mailto:someone@example.org", "mailto:someone@example.org"],
    // Out of the manual: the project's README, source files, folders, missing pages, other files.
    ["../../README.md", undefined],
    ["../../lib/db/client.ts", undefined],
    ["../../lib/bench/", undefined],
    ["../operate/gone.md", undefined],
    ["../../../etc/passwd", undefined],
    ["/etc/passwd", undefined],
    ["%2e%2e/%2e%2e/lib/core/env.ts", undefined],
    ["limits.md%00", undefined],
    ["%E0%A4%A", undefined],
    ["", undefined],
  ])("%s → %s", (target, href) => {
    expect(manualLinkHref("docs/use/pages.md", target, hrefOf)).toBe(href);
  });
});

describe("an image of the manual on the site", () => {
  it.each([
    ["../../public/images/profile.png", "/images/profile.png"],
    ["../../public/images/a picture.png", "/images/a%20picture.png"],
    ["../../.github/screenshots/admin.png", undefined],
    ["../../../public/images/profile.png", undefined],
    ["https://tracker.example.org/pixel.png", undefined],
  ])("%s → %s", (src, served) => {
    expect(manualImageSrc("docs/use/pages.md", src)).toBe(served);
  });
});
