"use server";

import type { RenderNote } from "@/lib/render/notes";
import { renderMarkdown } from "@/lib/render/render";

/**
 * The editor's Markdown preview, rendered exactly as the paste page will show it: by the render
 * pool (off the request thread, within its deadline and size limit), as safe HTML (no raw HTML,
 * safe links). Either the HTML or why the source would be shown instead.
 */
export async function previewMarkdown(text: string): Promise<{ html: string } | { note: RenderNote }> {
  if (typeof text !== "string") return { note: { key: "source.nothing" } };
  const result = await renderMarkdown(text);
  return "rendered" in result ? { html: result.rendered.html } : { note: result.note };
}
