import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type CodeImageColours, drawCodeImage, MAX_IMAGE_PIXELS } from "./code-image";
import { DOWNLOAD_LINES, imageText, LINE_COLUMNS, pangoLine, PREVIEW_LINES } from "./code-image-text";
import { stopRendering } from "./render";

// Images of code (code-image.ts) on real render threads: what is drawn of hostile texts, the
// picture's bounds, and that one text and its options always make the same bytes.

afterAll(() => stopRendering());

const dark: CodeImageColours = {
  background: "#0d1117",
  foreground: "#e6edf3",
  muted: "#9198a1",
  border: "#3d444d",
  frame: "#151b23",
  tokens: { k: "#ff7b72", s: "#a5d6ff", c: "#9198a1" },
};
const light: CodeImageColours = { ...dark, background: "#ffffff", foreground: "#1f2328", frame: "#f6f8fa", tokens: { k: "#cf222e" } };
const plain = { chrome: false, lineNumbers: false, title: "a.ts" };

async function draw(text: string, options = plain, colours = dark, maxLines = PREVIEW_LINES) {
  const png = await drawCodeImage(imageText(text, { maxLines }), "TypeScript", colours, options);
  const { width, height, format } = await sharp(png).metadata();
  return { png, width, height, format };
}

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((channel) => data[at + channel]!.toString(16).padStart(2, "0")).join("")}`;
}

describe("what an image shows of a text", () => {
  it("keeps the first lines of 100,000, or the chosen ones, and numbers them from where they start", () => {
    const text = Array.from({ length: 100_000 }, (_, index) => `line ${index + 1}`).join("\n");
    expect(imageText(text, { maxLines: PREVIEW_LINES })).toMatchObject({ firstLine: 1, lineCount: PREVIEW_LINES });
    const chosen = imageText(text, { from: 99_998, to: 120_000, maxLines: DOWNLOAD_LINES });
    expect(chosen).toEqual({ text: "line 99998\nline 99999\nline 100000", firstLine: 99_998, lineCount: 3 });
    expect(imageText(text, { from: 10, to: 5_000, maxLines: DOWNLOAD_LINES }).lineCount).toBe(DOWNLOAD_LINES);
    expect(imageText("one\ntwo\n", { from: 9, maxLines: 5 }).lineCount).toBe(0);
  });

  it("cuts 20,000 repeats of one byte on one line to its width with an ellipsis", () => {
    const { text, lineCount } = imageText("x".repeat(20_000), { maxLines: PREVIEW_LINES });
    expect(lineCount).toBe(1);
    expect(text).toBe(`${"x".repeat(LINE_COLUMNS - 1)}…`);
  });

  it("shows terminal escapes, other control characters and bidirectional overrides as U+FFFD", () => {
    const hostile = "\u001b[31mred\u001b[0m\u0000\u0007 if (a \u202e} \u2066admin\u2069 \u200f";
    const { text } = imageText(hostile, { maxLines: 1 });
    expect(text).not.toMatch(/[\u0000-\u0008\u000e-\u001f\u202a-\u202e\u2066-\u2069\u200f]/);
    expect(text).toBe("\uFFFD[31mred\uFFFD[0m\uFFFD\uFFFD if (a \uFFFD} \uFFFDadmin\uFFFD \uFFFD");
  });

  it("never splits an emoji or a wide character at the cut", () => {
    const { text } = imageText("😀".repeat(500), { maxLines: 1 });
    expect(Array.from(text)).toHaveLength(LINE_COLUMNS);
    expect(text.endsWith("😀…")).toBe(true);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("turns the code markup into Pango's: coloured tokens, the rest as text", () => {
    const colourOf = (letter: string) => ({ k: "#ff0000" })[letter];
    expect(pangoLine("<h-k>const</h-k> <h-s>&quot;a&quot;</h-s> <b>&lt;</b>", colourOf)).toBe(
      '<span foreground="#ff0000">const</span> &quot;a&quot; &lt;',
    );
  });
});

describe("drawing an image of code", () => {
  it("is a PNG sized by its lines, and larger with line numbers and a frame", async () => {
    const code = "const first = compute(1, 2, 3, 'wider than the least width');\nconst b = 2;\n";
    const bare = await draw(code);
    expect(bare.format).toBe("png");
    const framed = await draw(code, { chrome: true, lineNumbers: true, title: "a.ts" });
    expect(framed.height).toBeGreaterThan(bare.height);
    expect(framed.width).toBeGreaterThan(bare.width);
    const longer = await draw(`${code}${code}${code}`);
    expect(longer.height).toBeGreaterThan(bare.height);
    expect(longer.width).toBe(bare.width);
  });

  it("draws an empty pasty, or one of white space, as an empty window", async () => {
    const empty = await draw("", { chrome: true, lineNumbers: true, title: "empty" });
    expect(empty.format).toBe("png");
    expect((await draw("   \n\t\n", plain)).format).toBe("png");
    expect(empty.height).toBeLessThan((await draw("a\nb", { chrome: true, lineNumbers: true, title: "empty" })).height);
  });

  it("draws the theme's background", async () => {
    const code = "const a = 1;";
    expect(await pixel((await draw(code, plain, dark)).png, 2, 2)).toBe("#0d1117");
    expect(await pixel((await draw(code, plain, light)).png, 2, 2)).toBe("#ffffff");
  });

  it("makes the same bytes from the same text and options", async () => {
    const code = "function f(x: number) {\n  return x * 2; // twice\n}\n";
    const framed = { chrome: true, lineNumbers: true, title: "twice.ts" };
    expect((await draw(code, framed)).png.equals((await draw(code, framed)).png)).toBe(true);
  });

  it.each([
    ["20,000 repeats of one byte on one line", "a".repeat(20_000)],
    ["100,000 lines", "x = 1\n".repeat(100_000)],
    ["terminal escapes and control characters", "\u001b[1;31merror\u001b[0m\r\n\u0000\u0001\u0002\u007f\u0085 done"],
    ["bidirectional overrides", "/* \u202e } \u2066 if (isAdmin) \u2069 \u2066 begin admins only */"],
    ["emoji and wide characters", "😀👩‍👩‍👧‍👦🇺🇳 中文字符 ｗｉｄｅ\n".repeat(80)],
    ["a binary-looking pasty", Array.from({ length: 4_000 }, (_, index) => String.fromCharCode((index * 7919) % 256)).join("")],
  ])("draws %s within its bounds", async (_name, text) => {
    const { width, height } = await draw(text, { chrome: true, lineNumbers: true, title: "hostile" }, dark, DOWNLOAD_LINES);
    expect(width * height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(width).toBeLessThan(2_600);
  });

  it("draws a terminal's output as the page shows it: its sequences read, never drawn or given to Pango", async () => {
    const output = "\u001b[1;31merror\u001b[0m: \u001b]0;title\u0007failed\n\u001b[32mok\u001b[0m\n";
    const terminal = await drawCodeImage(imageText(output, { maxLines: PREVIEW_LINES, terminal: true }), "ANSI", dark, plain);
    const shown = await sharp(terminal).metadata();
    const plainText = await draw("error: failed\nok\n");
    expect({ width: shown.width, height: shown.height }).toEqual({ width: plainText.width, height: plainText.height });
    const stray = "\u0007 a bell alone, \u001b[99999m a colour out of range, \u001b";
    const strayImage = await drawCodeImage(imageText(stray, { maxLines: 1, terminal: true }), "ANSI", dark, plain);
    expect((await sharp(strayImage).metadata()).format).toBe("png");
  });

  it("keeps even the largest download within its bounds", async () => {
    const longest = "x".repeat(200).concat("\n").repeat(1_000);
    const { width, height } = await draw(longest, { chrome: true, lineNumbers: true, title: "long" }, dark, DOWNLOAD_LINES);
    expect(width * height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  });

  it("asks a third picture drawn at once to come back later (503, Retry-After)", async () => {
    const drawings = await Promise.allSettled([draw("a"), draw("b"), draw("c")]);
    expect(drawings.map((drawing) => drawing.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const refusal = (drawings[2] as PromiseRejectedResult).reason as { status: number; headers: Record<string, string> };
    expect(refusal.status).toBe(503);
    expect(refusal.headers["Retry-After"]).toBe("5");
  });
});
