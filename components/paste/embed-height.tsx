"use client";

import { useEffect } from "react";
import { EMBED_HEIGHT_MESSAGE } from "@/lib/embed/snippet";

/**
 * Tells the page framing the embed how tall the content is, now and whenever it changes (a tab,
 * "Show source"); public/embed.js sizes the iframe to it. The height is no secret: any page may
 * hear it.
 */
export function EmbedHeight({ contentId }: { contentId: string }) {
  useEffect(() => {
    const content = document.getElementById(contentId);
    if (window.parent === window || !content) return;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(content.getBoundingClientRect().height);
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, "*");
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentId]);
  return null;
}
