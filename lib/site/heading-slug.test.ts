import { describe, expect, it } from "vitest";
import { headingSlug, headingSlugger } from "./heading-slug";

describe("GitHub's heading anchors", () => {
  it.each([
    ["Reads without Next.js's router", "reads-without-nextjss-router"],
    ["MCP: for AI agents", "mcp-for-ai-agents"],
    ["Compatibility with PasteMyst clients (v2, v1; deprecated)", "compatibility-with-pastemyst-clients-v2-v1-deprecated"],
    ["The `npm start` server", "the-npm-start-server"],
    ["**Bold** and [a link](x.md)", "bold-and-a-link"],
    ["Settings → Security", "settings--security"],
    ["snake_case_name and Ünïcode", "snake_case_name-and-ünïcode"],
  ])("%s → #%s", (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it("numbers a repeated anchor in order, per document", () => {
    const slug = headingSlugger();
    expect(["Limits", "Limits", "Other", "Limits"].map(slug)).toEqual(["limits", "limits-1", "other", "limits-2"]);
    expect(headingSlugger()("Limits")).toBe("limits");
  });
});
