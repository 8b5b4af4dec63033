import { beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { createTestUser } from "../testing/actors";
import { drawnRows, expectedRows, svgOf } from "../testing/qr-codes";
import { createPaste } from "./mutations";
import { LONGEST_QR_ADDRESS, pasteQrCode, qrCodeOf } from "./qr-code";
import { createPasteInputSchema } from "./schema";

// The QR codes of a paste's link (issue 47 item 4), read back from the drawn SVG: rasterised, the
// picture must hold exactly the modules of the QR code of the exact address, dark on a white
// quiet zone. (Who may get a paste's code: the authorization matrix, app/authorization-matrix-raw-and-pages.test.ts.)

describe("drawing an address", () => {
  it("draws exactly the QR code of the address, dark modules on a white quiet zone", async () => {
    const address = "https://myst.example/abcd1234";
    const drawn = await drawnRows(await qrCodeOf(address));
    expect(drawn).toEqual(expectedRows(address));
    expect(drawn).not.toEqual(expectedRows("https://myst.example/abcd1235"));
  });

  it("keeps the SVG small even for the longest address, and refuses longer ones or anything but an address", async () => {
    // Varied characters, so the drawing has as many runs of modules as a real address (about 10 KB).
    const path = Array.from({ length: LONGEST_QR_ADDRESS - 8 }, (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789"[(i * 7) % 36]).join("");
    const longest = `https://${path}`;
    expect(svgOf(await qrCodeOf(longest)).length).toBeLessThan(16_000);
    await expect(qrCodeOf(`${longest}x`)).rejects.toThrow(/Not an address/);
    await expect(qrCodeOf("javascript:alert(1)")).rejects.toThrow(/Not an address/);
  });
});

describe("a paste's code", () => {
  let owner: ReturnType<typeof sessionCaller>;
  beforeAll(async () => {
    const user = await createTestUser();
    owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  });
  const create = (body: Record<string, unknown>) =>
    createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "some text", language: "Text" }], ...body }), null);

  it("holds the paste's address at the origin it is asked for, and only that", async () => {
    const paste = await create({ title: "a title that is no address" });
    const code = await pasteQrCode(anonymous, paste.id, "https://myst.example");
    expect(code).toMatchObject({ kind: "open", pasteId: paste.id, address: `https://myst.example/${paste.id}` });
    expect(code.kind === "open" && (await drawnRows(code.qrCode))).toEqual(expectedRows(`https://myst.example/${paste.id}`));
  });

  it("of a burn-after-reading paste: its owner's only, and drawing it consumes nothing", async () => {
    const paste = await create({ burnAfterRead: true });
    await expect(pasteQrCode(anonymous, paste.id, "https://myst.example")).rejects.toMatchObject({ status: 404 });
    // Still there for its reader: the refused code read nothing.
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(1);
    await expect(pasteQrCode(owner, paste.id, "https://myst.example")).resolves.toMatchObject({ kind: "open" });
  });
});
