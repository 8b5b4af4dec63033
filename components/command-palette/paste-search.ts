"use client";

import { useEffect, useState } from "react";
import type { SearchItem } from "@/lib/search/search";

/** Hits shown in the palette: a glance, not the whole list (the profile's search pages). */
const PALETTE_HITS = 6;
/** Typing pauses this long before a search goes out, so each keystroke does not send one. */
const DEBOUNCE_MS = 150;
const MIN_QUERY_LENGTH = 2;

/**
 * The signed-in user's pastes matching what is typed (GET /api/v3/search, their session's
 * cookie), newest first. An answer that arrives after the text changed again is dropped.
 */
export function usePasteSearch(text: string): SearchItem[] {
  const [hits, setHits] = useState<SearchItem[]>([]);
  const query = text.trim();

  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    async function search() {
      try {
        const params = new URLSearchParams({ q: query, pageSize: String(PALETTE_HITS) });
        const response = await fetch(`/api/v3/search?${params}`, { signal: controller.signal });
        const items = response.ok ? ((await response.json()) as { items: SearchItem[] }).items : [];
        setHits(items);
      } catch {
        if (!controller.signal.aborted) setHits([]);
      }
    }
    const timer = setTimeout(() => void search(), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // The last answer stays until the next arrives; too short a query shows none.
  return query.length < MIN_QUERY_LENGTH ? [] : hits;
}
