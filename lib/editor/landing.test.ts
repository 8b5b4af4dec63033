import { describe, expect, it } from "vitest";
import { landingAfterCreate } from "./landing";

const origin = "https://myst.example";
const plain = { origin, fragment: null, encrypted: false, endToEnd: false };

describe("landingAfterCreate", () => {
  it("takes the writer of an ordinary paste to its page", () => {
    expect(landingAfterCreate({ id: "abcd1234", burnAfterRead: false, ownerId: null }, plain)).toEqual({
      kind: "paste",
      path: "/abcd1234",
    });
  });

  it("keeps an anonymous writer of a read-once paste on a confirmation with its full link, which they may not view", () => {
    expect(landingAfterCreate({ id: "abcd1234", burnAfterRead: true, ownerId: null }, plain)).toEqual({
      kind: "read-once",
      link: "https://myst.example/abcd1234",
      path: "/abcd1234",
      writerMayView: false,
      readerSecret: null,
    });
  });

  it("lets a signed-in owner view it (their views do not consume it), and still confirms", () => {
    const landing = landingAfterCreate({ id: "abcd1234", burnAfterRead: true, ownerId: "user-1" }, plain);
    expect(landing).toMatchObject({ kind: "read-once", writerMayView: true });
  });

  it("puts an end-to-end key's fragment in the link, which is then all the reader needs", () => {
    const landing = landingAfterCreate(
      { id: "abcd1234", burnAfterRead: true, ownerId: null },
      { ...plain, endToEnd: true, fragment: "k=secret-key" },
    );
    expect(landing).toMatchObject({
      link: "https://myst.example/abcd1234#k=secret-key",
      path: "/abcd1234#k=secret-key",
      readerSecret: null,
    });
  });

  it("says what the reader needs besides the link: the passphrase of an end-to-end paste, the password of an encrypted one", () => {
    const burn = { id: "abcd1234", burnAfterRead: true, ownerId: null };
    expect(landingAfterCreate(burn, { ...plain, endToEnd: true })).toMatchObject({
      link: "https://myst.example/abcd1234",
      readerSecret: "passphrase",
    });
    expect(landingAfterCreate(burn, { ...plain, encrypted: true })).toMatchObject({ readerSecret: "password" });
  });

  it("encodes the id into the path", () => {
    expect(landingAfterCreate({ id: "a/b", burnAfterRead: false, ownerId: null }, plain)).toEqual({ kind: "paste", path: "/a%2Fb" });
  });
});
