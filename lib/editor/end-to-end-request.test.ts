import { describe, expect, it } from "vitest";
import { decryptPaste, importKey, keyFromFragment, type SealedPaste } from "../end-to-end/format";
import { deriveKeyFromPassphrase } from "../end-to-end/passphrase";
import { createPasteInputSchema, editPasteInputSchema } from "../pastes/schema";
import { sealedCreateBody, sealedEditBody } from "./end-to-end-request";
import type { CreatePasteBody } from "./request";

// What the editor sends for an end-to-end encrypted paste: a body the API takes, holding no word
// of the text, which the link's key (or the passphrase) opens again.

const form: CreatePasteBody = {
  title: "secret plans",
  expiresIn: "1d",
  encrypted: false,
  burnAfterRead: true,
  pasties: [
    { title: "a.py", content: "print('hidden')", language: "Python" },
    { title: "", content: "still detecting", language: "Autodetect" },
  ],
};

const asSealed = (body: Record<string, unknown>) => body as unknown as SealedPaste;

describe("the editor's E2E bodies", () => {
  it("create: the API's body, the options in the clear, the text sealed under the link's key", async () => {
    const { body, fragment } = await sealedCreateBody(form, "");
    expect(createPasteInputSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ expiresIn: "1d", burnAfterRead: true });
    expect(body).not.toHaveProperty("title");
    expect(body).not.toHaveProperty("encrypted");
    expect(JSON.stringify(body)).not.toMatch(/secret plans|hidden|a\.py|still detecting/);
    const opened = await decryptPaste(await importKey(keyFromFragment(fragment!)!), asSealed(body));
    expect(opened.title).toBe("secret plans");
    // A tab nobody detected yet is sent as Text: the server cannot detect ciphertext.
    expect(opened.pasties.map((pasty) => pasty.language)).toEqual(["Python", "Text"]);
  });

  it("create with a passphrase: no key for the link, the derivation in the body", async () => {
    const { body, fragment } = await sealedCreateBody(form, "correct horse");
    expect(fragment).toBeNull();
    const sealed = asSealed(body);
    expect(sealed.e2e.kdf).toMatchObject({ name: "argon2id" });
    const key = await deriveKeyFromPassphrase("correct horse", sealed.e2e.kdf!);
    expect((await decryptPaste(key, sealed)).pasties[0]!.content).toBe("print('hidden')");
  });

  it("create with Hide the key: the link asks the pages to hide it once open; a passphrase link has no key to hide", async () => {
    expect((await sealedCreateBody(form, "", { hideKey: true })).fragment).toMatch(/^k=[A-Za-z0-9_-]{43}&hide=1$/);
    expect((await sealedCreateBody(form, "", { hideKey: false })).fragment).toMatch(/^k=[A-Za-z0-9_-]{43}$/);
  });

  it("edit: the paste's nonce and derivation, kept pasties under their ids, new ones under new ids", async () => {
    const { body, fragment } = await sealedCreateBody(form, "");
    const created = asSealed(body);
    const key = await importKey(keyFromFragment(fragment!)!);
    const kept = created.pasties[0]!.id;
    const edit = await sealedEditBody(
      {
        title: "renamed",
        pasties: [
          { id: kept, title: "a.py", content: "print('changed')", language: "Python" },
          { title: "new", content: "added", language: "Text" },
        ],
      },
      { key, nonce: created.e2e.nonce, kdf: null },
    );
    expect(editPasteInputSchema.safeParse(edit).success).toBe(true);
    const sealed = asSealed(edit);
    expect(sealed.e2e.nonce).toBe(created.e2e.nonce);
    expect(sealed.pasties[0]!.id).toBe(kept);
    expect(sealed.pasties[1]!.id).toMatch(/^[a-z0-9]{8}$/);
    expect((await decryptPaste(key, sealed)).title).toBe("renamed");
  });

  it("edit: a pasty left as it was keeps its ciphertext (its comments keep their lines); a changed one is sealed again", async () => {
    const twoPasties = { ...form, pasties: [form.pasties[0]!, { title: "b.txt", content: "kept as it is", language: "Text" }] };
    const { body, fragment } = await sealedCreateBody(twoPasties, "");
    const created = asSealed(body);
    const key = await importKey(keyFromFragment(fragment!)!);
    const plain = await decryptPaste(key, created);
    const [changed, kept] = plain.pasties;
    const edit = asSealed(
      await sealedEditBody(
        {
          title: plain.title,
          pasties: [
            { ...changed!, content: "print('changed')" },
            { ...kept!, language: "Markdown" },
          ],
        },
        { key, nonce: created.e2e.nonce, kdf: null, opened: { sealed: created, plain } },
      ),
    );
    expect(edit.pasties[0]!.content).not.toBe(created.pasties[0]!.content);
    expect(edit.pasties[1]).toEqual({ ...created.pasties[1], language: "Markdown" });
    expect((await decryptPaste(key, edit)).pasties.map((pasty) => pasty.content)).toEqual(["print('changed')", "kept as it is"]);
  });
});
