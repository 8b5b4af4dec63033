import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NoncedPage } from "./nonced-page";

// A cached page answered with a new nonce each time: what a browser unpacks must be the page
// with that nonce, byte for byte, whatever the page and wherever the nonce stands.

const stored = "c3RvcmVkLW5vbmNlLTEyMzQ1";
const fresh = "ZnJlc2gtbm9uY2UtNjc4OTAx";

function page(parts: string[]): string {
  return parts.join(stored);
}

describe("NoncedPage", () => {
  it.each([
    [
      "a page with the nonce on several scripts",
      page(['<!doctype html><script nonce="', '">a()</script><p>x</p><script nonce="', '"></script>']),
    ],
    ["the nonce at both ends and twice in a row", page(["", "", "<p>middle</p>", ""])],
    ["no nonce at all", "<!doctype html><p>plain</p>"],
    ["an empty page", ""],
    ["non-ASCII text", page(["<p>ünïcödé ✓ 日本語 ", " 🎉</p>"])],
  ])("%s", (_name, text) => {
    const nonced = NoncedPage.of(Buffer.from(text), stored);
    const expected = text.replaceAll(stored, fresh);
    expect(nonced.plain(fresh).toString()).toBe(expected);
    expect(gunzipSync(nonced.gzip(fresh)).toString()).toBe(expected);
  });

  it.each([
    ["a page with a head", page(['<!DOCTYPE html><html><head><script nonce="', '"></script></head><body>x</body></html>'])],
    ["the nonce right after the head", page(["<html><head>", "</head></html>"])],
    ["a long script", page(["<html><head>", "</head></html>"])],
  ])("a reader's script goes at the start of the head: %s", (name, text) => {
    const reader = name === "a long script" ? `<script>${"x".repeat(70_000)}</script>` : "<script>self.reader=1</script>";
    const nonced = NoncedPage.of(Buffer.from(text), stored);
    expect(nonced.hasReaderHole).toBe(true);
    const expected = text.replaceAll(stored, fresh).replace("<head>", `<head>${reader}`);
    expect(nonced.plain(fresh, reader).toString()).toBe(expected);
    expect(gunzipSync(nonced.gzip(fresh, reader)).toString()).toBe(expected);
    // Nobody's answer is the page as it was.
    expect(gunzipSync(nonced.gzip(fresh)).toString()).toBe(text.replaceAll(stored, fresh));
  });

  it("a page without a head has no place for a reader's script", () => {
    expect(NoncedPage.of(Buffer.from("<p>plain</p>"), stored).hasReaderHole).toBe(false);
  });

  it("a large page compresses well and comes back whole, answer after answer", () => {
    const code = Array.from({ length: 3000 }, (_, line) => `<span class="tok">const value${line} = ${line};</span>`).join("\n");
    const body = Buffer.from(page([`<script nonce="`, `">self.__next_f.push([1,"${code}"])</script><script nonce="`, `"></script>`]));
    const nonced = NoncedPage.of(body, stored);
    for (let answer = 0; answer < 3; answer++) {
      const nonce = randomBytes(16).toString("base64");
      const gzip = nonced.gzip(nonce);
      expect(gunzipSync(gzip).equals(Buffer.from(body.toString().replaceAll(stored, nonce)))).toBe(true);
      expect(gzip.length).toBeLessThan(body.length / 5);
    }
  });
});
