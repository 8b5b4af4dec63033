import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { addressKey, CLIENT_ADDRESS_HEADER, socketClientAddress, stampClientAddress } from "./client-address";

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

describe("the client's address", () => {
  it("is the socket's peer unless proxies are trusted", () => {
    expect(socketClientAddress(request("10.0.0.5", { "x-forwarded-for": "6.6.6.6" }), 0)).toBe("10.0.0.5");
  });

  it("is taken that many hops from the right of X-Forwarded-For behind trusted proxies", () => {
    const req = request("10.0.0.5", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.9" });
    expect(socketClientAddress(req, 1)).toBe("10.0.0.9");
    expect(socketClientAddress(req, 2)).toBe("198.51.100.7");
    expect(socketClientAddress(request("10.0.0.5"), 1)).toBe("10.0.0.5");
    expect(socketClientAddress(request("10.0.0.5", { "x-forwarded-for": "not an address" }), 1)).toBe("10.0.0.5");
  });

  it("replaces whatever a client sent in the header the route handlers trust", () => {
    const req = request("192.0.2.4", { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" });
    stampClientAddress(req, 0);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("192.0.2.4");
  });

  it("keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:DB8:0:1:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:1::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
