import type { Highlighter } from "@lezer/highlight";

export declare const tokenHighlighter: Highlighter;
