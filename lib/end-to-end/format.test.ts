import { createCipheriv, createDecipheriv, pbkdf2Sync } from "node:crypto";
import { argon2id } from "@noble/hashes/argon2.js";
import { describe, expect, it } from "vitest";
import {
  commentAssociatedData,
  decryptComment,
  decryptMessage,
  decryptPaste,
  derivePbkdf2Key,
  E2eDecryptError,
  encryptComment,
  encryptMessage,
  encryptPaste,
  fromBase64url,
  hidesKeyOnOpen,
  importKey,
  keyFragment,
  keyFromFragment,
  newPasteKey,
  newPastyId,
  newPbkdf2Params,
  pastyAssociatedData,
  type SealedPaste,
  titleAssociatedData,
  toBase64url,
} from "./format";
import { deriveKeyFromPassphrase, newKdfParams } from "./passphrase";

const RAW_KEY = Uint8Array.from({ length: 32 }, (_, i) => i);
const NONCE = "AAAAAAAAAAAAAAAAAAAAAA";

/** Node's own AES-GCM, not the module: what any other client would do with the format. */
function nodeDecrypt(raw: Uint8Array, message: string, associatedData: string): string {
  const bytes = Buffer.from(message, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", raw, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
}

function nodeEncrypt(raw: Uint8Array, iv: Uint8Array, plaintext: string, associatedData: string): string {
  const cipher = createCipheriv("aes-256-gcm", raw, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

const flipBit = (message: string, index: number) => {
  const bytes = fromBase64url(message);
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return toBase64url(bytes);
};

describe("E2E message format", () => {
  it("opens a fixed vector (a format change breaks old pastes, so it must fail here first)", async () => {
    // Made once with Node's crypto: key 00..1f, IV 000102..0b, the pasty associated data below.
    const vector = "AAECAwQFBgcICQoLL2e6d6rJ4mziM_vvilQBvEdvFcNBqHPPGZP7EQ";
    const associatedData = pastyAssociatedData(NONCE, "abcd1234");
    expect(nodeEncrypt(RAW_KEY, RAW_KEY.subarray(0, 12), "hello, world", associatedData)).toBe(vector);
    expect(await decryptMessage(await importKey(RAW_KEY), vector, associatedData)).toBe("hello, world");
  });

  it("is opened by Node's createDecipheriv, an implementation other than the module's", async () => {
    const key = await importKey(RAW_KEY);
    const text = 'fn main() { println!("ünïcödé ✓ 🎉"); }\n'.repeat(50);
    const message = await encryptMessage(key, text, titleAssociatedData(NONCE));
    expect(nodeDecrypt(RAW_KEY, message, titleAssociatedData(NONCE))).toBe(text);
  });

  it("takes a random IV per message: the same text twice gives two ciphertexts", async () => {
    const key = await importKey(RAW_KEY);
    const [first, second] = await Promise.all([encryptMessage(key, "same", "ad"), encryptMessage(key, "same", "ad")]);
    expect(first).not.toBe(second);
    expect(fromBase64url(first).subarray(0, 12)).not.toEqual(fromBase64url(second).subarray(0, 12));
  });

  it("refuses a changed byte anywhere: IV, ciphertext or tag", async () => {
    const key = await importKey(RAW_KEY);
    const message = await encryptMessage(key, "do not touch", "ad");
    const length = fromBase64url(message).length;
    for (const index of [0, 11, 12, length - 17, length - 16, length - 1]) {
      await expect(decryptMessage(key, flipBit(message, index), "ad")).rejects.toBeInstanceOf(E2eDecryptError);
    }
    await expect(decryptMessage(key, message.slice(0, 20), "ad")).rejects.toBeInstanceOf(E2eDecryptError);
    await expect(decryptMessage(key, "not base64url!", "ad")).rejects.toBeInstanceOf(E2eDecryptError);
  });

  it("refuses a wrong key and wrong associated data", async () => {
    const key = await importKey(RAW_KEY);
    const message = await encryptMessage(key, "secret", pastyAssociatedData(NONCE, "aaaa1111"));
    const other = await newPasteKey();
    await expect(decryptMessage(other.key, message, pastyAssociatedData(NONCE, "aaaa1111"))).rejects.toBeInstanceOf(E2eDecryptError);
    await expect(decryptMessage(key, message, pastyAssociatedData(NONCE, "aaaa1112"))).rejects.toBeInstanceOf(E2eDecryptError);
    await expect(decryptMessage(key, message, titleAssociatedData(NONCE))).rejects.toBeInstanceOf(E2eDecryptError);
  });
});

describe("E2E pastes", () => {
  const plain = {
    title: "three files",
    pasties: [
      { title: "a.rs", content: "fn a() {}", language: "Rust" },
      { title: "", content: "", language: "Text" },
      { title: "notes.md", content: "# Notes", language: "Markdown" },
    ],
  };

  it("round-trip: ids chosen by the creator, the language left in the clear, nothing else", async () => {
    const { key } = await newPasteKey();
    const sealed = await encryptPaste(key, plain);
    expect(sealed.pasties.map((pasty) => pasty.id)).toEqual([
      expect.stringMatching(/^[a-z0-9]{8}$/),
      expect.any(String),
      expect.any(String),
    ]);
    expect(sealed.pasties.map((pasty) => pasty.language)).toEqual(["Rust", "Text", "Markdown"]);
    expect(JSON.stringify(sealed)).not.toMatch(/three files|a\.rs|fn a|notes\.md|# Notes/);
    const opened = await decryptPaste(key, sealed);
    expect(opened).toEqual({ title: plain.title, pasties: plain.pasties.map((pasty, i) => ({ ...pasty, id: sealed.pasties[i]!.id })) });
  });

  it("an untitled paste has no title message", async () => {
    const { key } = await newPasteKey();
    const sealed = await encryptPaste(key, { ...plain, title: "" });
    expect(sealed.e2e.title).toBeNull();
    expect((await decryptPaste(key, sealed)).title).toBe("");
  });

  it("refuses pasties swapped within a paste, and blocks moved from another paste", async () => {
    const { key } = await newPasteKey();
    const sealed = await encryptPaste(key, plain);
    const [first, second, third] = sealed.pasties;
    const swapped: SealedPaste = {
      ...sealed,
      pasties: [{ ...first!, content: second!.content }, { ...second!, content: first!.content }, third!],
    };
    await expect(decryptPaste(key, swapped)).rejects.toBeInstanceOf(E2eDecryptError);

    // Same key (one passphrase for two pastes), same pasty id: the nonce still tells them apart.
    const other = await encryptPaste(key, { title: "other", pasties: [{ id: first!.id, title: "x", content: "other", language: "Text" }] });
    const moved: SealedPaste = { ...sealed, pasties: [other.pasties[0]!, second!, third!] };
    await expect(decryptPaste(key, moved)).rejects.toBeInstanceOf(E2eDecryptError);
    const titleMoved: SealedPaste = { ...sealed, e2e: { ...sealed.e2e, title: other.e2e.title } };
    await expect(decryptPaste(key, titleMoved)).rejects.toBeInstanceOf(E2eDecryptError);
    // Nor can a pasty's message stand in for the title.
    const pastyAsTitle: SealedPaste = { ...sealed, e2e: { ...sealed.e2e, title: first!.content } };
    await expect(decryptPaste(key, pastyAsTitle)).rejects.toBeInstanceOf(E2eDecryptError);
  });

  it("an edit keeps the nonce and the pasty ids it is given", async () => {
    const { key } = await newPasteKey();
    const sealed = await encryptPaste(key, plain);
    const edited = await encryptPaste(
      key,
      { title: "edited", pasties: [{ id: sealed.pasties[2]!.id, title: "notes.md", content: "# New", language: "Markdown" }] },
      { nonce: sealed.e2e.nonce },
    );
    expect(edited.e2e.nonce).toBe(sealed.e2e.nonce);
    expect(edited.pasties[0]!.id).toBe(sealed.pasties[2]!.id);
    expect((await decryptPaste(key, edited)).pasties[0]!.content).toBe("# New");
  });
});

describe("E2E review comments", () => {
  const place = { pastyId: "abcd1234", fromLine: 3, toLine: 5 };

  it("are bound to their paste, pasty and lines, and opened by Node's crypto too", async () => {
    const key = await importKey(RAW_KEY);
    const message = await encryptComment(key, NONCE, place, "**why** this loop?");
    expect(commentAssociatedData(NONCE, place)).toBe(`myst-e2e/1/paste/${NONCE}/comment/abcd1234/3-5`);
    expect(nodeDecrypt(RAW_KEY, message, commentAssociatedData(NONCE, place))).toBe("**why** this loop?");
    expect(await decryptComment(key, NONCE, place, message)).toBe("**why** this loop?");
  });

  it("refuse to open on other lines, another pasty, another paste, or as a pasty's content", async () => {
    const key = await importKey(RAW_KEY);
    const message = await encryptComment(key, NONCE, place, "moved?");
    // Started one at a time: a refusal started early would be unhandled until its turn came.
    const elsewhere = [
      () => decryptComment(key, NONCE, { ...place, toLine: 6 }, message),
      () => decryptComment(key, NONCE, { ...place, fromLine: 4 }, message),
      () => decryptComment(key, NONCE, { ...place, pastyId: "zzzz9999" }, message),
      () => decryptComment(key, "BBBBBBBBBBBBBBBBBBBBBB", place, message),
      () => decryptMessage(key, message, pastyAssociatedData(NONCE, place.pastyId)),
    ];
    for (const attempt of elsewhere) await expect(attempt()).rejects.toBeInstanceOf(E2eDecryptError);
  });
});

describe("E2E keys", () => {
  it("travel in the fragment as 43 base64url characters, and nothing else is taken for one", async () => {
    const { raw } = await newPasteKey();
    const fragment = keyFragment(raw);
    expect(fragment).toMatch(/^k=[A-Za-z0-9_-]{43}$/);
    expect(keyFromFragment(`#${fragment}`)).toEqual(raw);
    expect(keyFromFragment(`#L12&${fragment}`)).toEqual(raw);
    expect(keyFromFragment("#L12")).toBeNull();
    expect(keyFromFragment("#k=short")).toBeNull();
  });

  it("may ask the pages to hide the key once open, which leaves the key readable", async () => {
    const { raw } = await newPasteKey();
    const hiding = keyFragment(raw, { hideOnOpen: true });
    expect(hiding).toMatch(/^k=[A-Za-z0-9_-]{43}&hide=1$/);
    expect(keyFromFragment(`#${hiding}`)).toEqual(raw);
    expect(hidesKeyOnOpen(`#${hiding}`)).toBe(true);
    expect(hidesKeyOnOpen(`#${keyFragment(raw)}`)).toBe(false);
  });

  it("pasty ids look like the server's", () => {
    const ids = new Set(Array.from({ length: 200 }, newPastyId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe("passphrase derivation", () => {
  // Small parameters keep the test fast; the defaults are checked for what they say below.
  const argon = { name: "argon2id", salt: "c29tZXNhbHRzb21lc2FsdA", memoryKiB: 1024, iterations: 2, parallelism: 1 } as const;

  it("Argon2id gives the key an independent implementation (@noble/hashes) derives", async () => {
    const key = await deriveKeyFromPassphrase("correct horse", argon);
    const expected = argon2id("correct horse", fromBase64url(argon.salt), { t: 2, m: 1024, p: 1, dkLen: 32 });
    const message = await encryptMessage(key, "checked", "ad");
    expect(nodeDecrypt(expected, message, "ad")).toBe("checked");
  });

  it("PBKDF2-SHA-256 gives the key Node's pbkdf2 derives, and refuses fewer than 600,000 iterations", async () => {
    const params = newPbkdf2Params();
    expect(params.iterations).toBe(600_000);
    const key = await derivePbkdf2Key("correct horse", params);
    const expected = pbkdf2Sync("correct horse", fromBase64url(params.salt), 600_000, 32, "sha256");
    expect(nodeDecrypt(expected, await encryptMessage(key, "checked", "ad"), "ad")).toBe("checked");
    await expect(derivePbkdf2Key("x", { ...params, iterations: 1000 })).rejects.toThrow(/600000/);
  });

  it("every stored parameter matters: another salt, memory, pass count or passphrase opens nothing", async () => {
    const key = await deriveKeyFromPassphrase("correct horse", argon);
    const message = await encryptMessage(key, "secret", "ad");
    const variants = [
      { ...argon, salt: "b3RoZXJzYWx0b3RoZXJzYWx0" },
      { ...argon, memoryKiB: 2048 },
      { ...argon, iterations: 3 },
    ];
    for (const params of variants) {
      await expect(decryptMessage(await deriveKeyFromPassphrase("correct horse", params), message, "ad")).rejects.toBeInstanceOf(
        E2eDecryptError,
      );
    }
    await expect(decryptMessage(await deriveKeyFromPassphrase("Correct horse", argon), message, "ad")).rejects.toBeInstanceOf(
      E2eDecryptError,
    );
  });

  it("new parameters: Argon2id with RFC 9106's memory and a fresh salt each time", () => {
    const [first, second] = [newKdfParams(), newKdfParams()];
    expect(first).toMatchObject({ name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1 });
    expect(first.salt).not.toBe(second.salt);
    expect(fromBase64url(first.salt)).toHaveLength(16);
  });
});
