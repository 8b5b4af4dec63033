import { describe, expect, it } from "vitest";
import { toBase64url } from "./format";
import { unsealedReason } from "./sealed-message";

// The randomness test of sealed messages must never refuse what AES-GCM makes: random bytes of
// every length pass (a false refusal is rarer than 1 in 10^10 by the test's bounds).

describe("sealed messages", () => {
  it("take random bytes of every length from an IV, a tag and one byte up", () => {
    for (let bytes = 29; bytes < 3029; bytes++) {
      const message = toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
      expect(unsealedReason(message, 1), message).toBeNull();
    }
  });

  it("refuse what is shorter than its kind's least message, or not canonical base64url", () => {
    const message = toBase64url(crypto.getRandomValues(new Uint8Array(51)));
    expect(unsealedReason(message, 25)).toMatch(/too short/);
    expect(unsealedReason(message, 23)).toBeNull();
    expect(unsealedReason(`${message}A`, 1)).toMatch(/whole bytes/);
    expect(unsealedReason(`${message}=`, 1)).toMatch(/not base64url/);
    // 52 bytes leave 4 bits of the last character unused: an encoder sets them to zero.
    const uneven = toBase64url(crypto.getRandomValues(new Uint8Array(52)));
    expect(unsealedReason(`${uneven.slice(0, -1)}_`, 1)).toMatch(/canonical/);
  });
});
