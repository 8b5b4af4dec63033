import { describe, expect, it } from "vitest";
import { shownColorScheme } from "./color-scheme";

describe("shownColorScheme", () => {
  it("is the theme's own scheme, whatever the system prefers", () => {
    expect(shownColorScheme({ theme: "light" }, true)).toBe("light");
    expect(shownColorScheme({ theme: "dark" }, false)).toBe("dark");
    expect(shownColorScheme({ theme: "dracula" }, false)).toBe("dark");
  });

  it("under System, is the scheme of the light or dark theme System shows", () => {
    expect(shownColorScheme({ theme: "system", systemLight: "light", systemDark: "dracula" }, true)).toBe("dark");
    expect(shownColorScheme({ theme: "system", systemLight: "light", systemDark: "dracula" }, false)).toBe("light");
  });

  it("falls back to the system's preference for an unknown or missing theme", () => {
    expect(shownColorScheme({}, true)).toBe("dark");
    expect(shownColorScheme({ theme: "nonsense" }, false)).toBe("light");
  });
});
