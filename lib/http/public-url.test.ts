import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPlainHost, publicOrigin, requestHost, requestScheme } from "./public-url";

// The address a request was sent to, from which links are made when PUBLIC_URL is unset (issue
// 24, item 12): the Host header, and what proxies forward only when TRUST_PROXY trusts them.
// Through the running server: lib/server/absolute-urls.server-test.ts.

describe("requestScheme", () => {
  it("ignores X-Forwarded-Proto unless a proxy is trusted", () => {
    expect(requestScheme({ "x-forwarded-proto": "https" }, 0)).toBe("http");
    expect(requestScheme(new Headers({ "x-forwarded-proto": "https" }), 0)).toBe("http");
    expect(requestScheme({ "x-forwarded-proto": "https" }, 1)).toBe("https");
    expect(requestScheme({ "x-forwarded-proto": "HTTPS" }, 1)).toBe("https");
    expect(requestScheme({}, 1)).toBe("http");
  });

  it("believes the entry the trusted proxy recorded, not one the client put before it", () => {
    expect(requestScheme({ "x-forwarded-proto": "https, http" }, 1)).toBe("http");
    expect(requestScheme({ "x-forwarded-proto": "http, https" }, 1)).toBe("https");
    expect(requestScheme({ "x-forwarded-proto": "https, http" }, 2)).toBe("https");
    // Not "includes https": a made-up value is not a scheme.
    expect(requestScheme({ "x-forwarded-proto": "nothttps" }, 1)).toBe("http");
  });
});

describe("requestHost", () => {
  it("is the Host header, lowercased, and X-Forwarded-Host only behind a trusted proxy", () => {
    expect(requestHost({ host: "Paste.Example.org:8080" }, 0)).toBe("paste.example.org:8080");
    expect(requestHost({ host: "myst.internal", "x-forwarded-host": "evil.example" }, 0)).toBe("myst.internal");
    expect(requestHost({ host: "127.0.0.1:3000", "x-forwarded-host": "paste.example.org" }, 1)).toBe("paste.example.org");
    expect(requestHost(new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "paste.example.org" }), 1)).toBe("paste.example.org");
  });

  it("never returns a host with junk in it", () => {
    for (const junk of [
      "a b",
      "a<b",
      "evil.example/path",
      "user@evil.example",
      'x"onmouseover=1',
      "a:b:c",
      "",
      "a".repeat(300),
      "[a]",
      "[::1",
      "a:99999",
      "1.2.3.999",
    ]) {
      expect(isPlainHost(junk), junk).toBe(false);
      expect(requestHost({ host: junk }, 0), junk).toBeUndefined();
      // A junk forwarded host falls back to the Host header.
      expect(requestHost({ host: "myst.example", "x-forwarded-host": junk }, 1), junk).toBe("myst.example");
    }
    for (const plain of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "my_service.local", "paste.example.org."]) {
      expect(isPlainHost(plain), plain).toBe(true);
    }
  });
});

describe("any Host a client can send", () => {
  it("either gives a URL whose host is exactly that host, or no host at all", () => {
    const piece = fc.oneof(
      fc.string({ unit: "binary-ascii", maxLength: 12 }),
      fc.string({ unit: fc.constantFrom(..."aZ09.-_:[]@/?#%\\ <>\"'"), maxLength: 12 }),
      fc.constantFrom("[", "]", "[::1]", ":", ":99999", ":8080", "1.2.3.", "999", "localhost", "."),
    );
    const hostText = fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(hostText, hostText, (host, forwardedHost) => {
        const chosen = requestHost({ host, "x-forwarded-host": forwardedHost }, 1);
        if (chosen === undefined) return;
        const url = new URL(`${requestScheme({}, 1)}://${chosen}/s/secret`);
        expect(url.host).toBe(new URL(`http://${chosen}`).host);
        expect(url.pathname).toBe("/s/secret");
        expect(chosen).toMatch(/^[a-z0-9_.:[\]-]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("publicOrigin without PUBLIC_URL", () => {
  it("is the scheme and host the request was sent to, not the address the server listens on", () => {
    const request = new Request("http://0.0.0.0:3000/api/v2/user/someone", { headers: { host: "paste.example.org" } });
    expect(publicOrigin(request)).toBe("http://paste.example.org");
  });

  it("falls back to the request's URL when it names no usable host", () => {
    expect(publicOrigin(new Request("http://localhost/x"))).toBe("http://localhost");
    expect(publicOrigin(new Request("http://localhost/x", { headers: { host: "a<b" } }))).toBe("http://localhost");
  });
});
