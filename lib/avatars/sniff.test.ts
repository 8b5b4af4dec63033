import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(Buffer.from(part, "latin1")) : part)));

describe("sniffImageFormat", () => {
  it.each([
    ["png", bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13])],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF")],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe1], "Exif")],
    ["gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
  ])("recognises %s by its magic bytes", (format, data) => {
    expect(sniffImageFormat(data)).toBe(format);
  });

  it.each([
    ["text", bytes("hello, this is not a picture")],
    ["empty", bytes()],
    ["truncated PNG signature", bytes([0x89], "PNG")],
    ["RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["BMP", bytes("BM", [0, 0, 0, 0])],
    ["TIFF", bytes("II*\0")],
    ["GIF of an unknown version", bytes("GIF90a")],
  ])("refuses %s", (_, data) => {
    expect(sniffImageFormat(data)).toBeNull();
  });
});
