import fc from "fast-check";

// What the fuzzer sends (fuzz.test.ts): odd strings and values, bodies (JSON, broken JSON, not
// even UTF-8), content types, query strings, path values and headers holding real or garbage
// credentials of the test's actors.

const oddStrings = [
  "",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eexe.txt",
  "\u200F\u061Cשלום",
  "../../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "x".repeat(100_000),
  "😀".repeat(300),
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "a.zip",
  ".zip",
  "1e309",
  "-1",
  "NaN",
  " ",
];
const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{8}$/) },
);
// Header values must be ByteStrings without control characters.
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((c) => c !== 0x7f)
    .map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);
const pastyLike = fc.record({ id: anyValue, title: anyValue, content: anyValue, code: anyValue, language: anyValue }, { requiredKeys: [] });
const structuredBody = fc.record(
  {
    title: anyValue,
    content: anyValue,
    pasties: fc.oneof(fc.array(pastyLike, { maxLength: 3 }), anyValue),
    tags: fc.oneof(fc.array(oddString, { maxLength: 3 }), anyValue),
    expiresIn: fc.oneof(fc.constantFrom("1h", "never", "1y", "forever"), anyValue),
    private: anyValue,
    pinned: anyValue,
    encrypted: anyValue,
    anonymous: anyValue,
    isPublic: anyValue,
    isPrivate: anyValue,
    username: anyValue,
    theme: anyValue,
    scopes: fc.oneof(fc.array(fc.constantFrom("paste", "user", "nope"), { maxLength: 3 }), anyValue),
    description: anyValue,
  },
  { requiredKeys: [] },
);
const bodyText = fc.oneof(
  structuredBody.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.json(),
  structuredBody.map((value) => JSON.stringify(value).slice(0, -1)), // truncated
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("", " ", "null", "[]", "{}", '"', '{"pasties":', "\uFEFF{}", '{"__proto__":{"x":1}}'),
);
export const body = fc.option(
  fc.oneof(
    { weight: 5, arbitrary: bodyText },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) }, // not even UTF-8
  ),
  { nil: undefined },
);
export const contentType = fc.option(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-16",
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded",
    "image/png",
    ";;;",
  ),
  { nil: undefined },
);
export const query = fc.oneof(
  fc.constant(""),
  fc.dictionary(oddString, oddString, { maxKeys: 4 }).map((entries) => new URLSearchParams(wellFormed(entries)).toString()),
  fc
    .record(
      {
        page: oddString,
        pageSize: fc.oneof(oddString, fc.integer().map(String)),
        name: oddString,
        extension: oddString,
        id: oddString,
      },
      { requiredKeys: [] },
    )
    .map((entries) => new URLSearchParams(wellFormed(entries)).toString()),
  fc.constantFrom("%", "a=%ZZ", "&&&", "=", "a=1&a=2", "page=1e3&pageSize=-0"),
);

function wellFormed(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [toWellFormed(key), toWellFormed(value)]));
}
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

export interface World {
  pasteIds: string[];
  usernames: string[];
  tokens: string[];
  sessionHeaders: Record<string, string>;
}

export function paramValue(world: World, name: string) {
  // A revision's number (lib/pastes/purge): the world's pastes are unedited, so 0 is their latest.
  if (name === "revision") return fc.oneof(fc.constantFrom("0", "1"), oddString);
  // A gist is a paste (the Gist API, lib/gists).
  const known = /paste|gist|^id$/i.test(name) ? world.pasteIds : /user/i.test(name) ? world.usernames : [];
  return known.length > 0 ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: oddString }) : oddString;
}

export function headers(world: World) {
  const [ownerToken = "", adminToken = ""] = world.tokens;
  const authorization = fc.option(
    fc.oneof(
      fc.constantFrom(
        `Bearer ${ownerToken}`,
        `Bearer ${adminToken}`,
        `token ${ownerToken}`,
        ownerToken,
        "Bearer",
        "Bearer ",
        "Basic Zm9vOmJhcg==",
      ),
      fc.constant(`Bearer ${ownerToken.split("-")[0]}-${"0".repeat(64)}`),
      headerText.map((text) => `Bearer ${text}`),
      headerText,
    ),
    { nil: undefined },
  );
  return fc
    .record(
      {
        authorization,
        cookie: fc.option(
          fc.oneof(
            fc.constant(world.sessionHeaders.Cookie ?? ""),
            headerText.map((text) => `myst_session=${text}`),
            headerText,
          ),
          { nil: undefined },
        ),
        origin: fc.option(fc.oneof(fc.constant("http://localhost"), headerText), { nil: undefined }),
        encryptionKey: fc.option(headerText, { nil: undefined }),
        ifNoneMatch: fc.option(headerText, { nil: undefined }),
        contentLength: fc.option(fc.constantFrom("0", "-1", "abc", "99999999999", "1e3"), { nil: undefined }),
      },
      { requiredKeys: [] },
    )
    .map((picked) => {
      const result: Record<string, string> = {};
      if (picked.authorization !== undefined) result.Authorization = picked.authorization;
      if (picked.cookie !== undefined) result.Cookie = picked.cookie;
      if (picked.origin !== undefined) result.Origin = picked.origin;
      if (picked.encryptionKey !== undefined) result["Encryption-Key"] = picked.encryptionKey;
      if (picked.ifNoneMatch !== undefined) result["If-None-Match"] = picked.ifNoneMatch;
      if (picked.contentLength !== undefined) result["Content-Length"] = picked.contentLength;
      return result;
    });
}
