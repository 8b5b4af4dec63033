"use client";

import { useTranslations } from "next-intl";
import { useByteSize } from "./editor-words";
import { useCallback, useState } from "react";
import type { Indentation } from "@/lib/editor/indentation";
import type { CursorPosition } from "./code-editor";
import { IndentationControl } from "./indentation-control";

const START: CursorPosition = { line: 1, column: 1, selected: 0 };

/**
 * Where each pasty's cursor is, as its editor reports it, and the selected pasty's: the status
 * bar follows the selected tab and shows where its cursor was left.
 */
export function useCursorPosition(activeKey: string) {
  const [positions, setPositions] = useState<ReadonlyMap<string, CursorPosition>>(new Map());
  const setCursor = useCallback(
    (key: string, position: CursorPosition) => setPositions((current) => new Map(current).set(key, position)),
    [],
  );
  return [positions.get(activeKey) ?? START, setCursor] as const;
}

interface EditorStatusBarProps {
  cursor: CursorPosition;
  /** The selected pasty's language as shown ("Autodetect (Rust)"). */
  language: string;
  indentation: Indentation;
  onIndentation: (value: Indentation) => void;
  /** The selected pasty's content, which the indentation control can convert. */
  content: string;
  onConvert: (converted: string) => void;
  /** The selected pasty's size. */
  pastyBytes: number;
  /** The whole paste's size, when it has more pasties than the selected one. */
  totalBytes: number | null;
  wrap: boolean;
  onToggleWrap: () => void;
}

/** Right below the editor: the cursor, language, indentation, the size (the pasty's, and the paste's when it has several) and line wrapping. */
export function EditorStatusBar({
  cursor,
  language,
  indentation,
  onIndentation,
  content,
  onConvert,
  pastyBytes,
  totalBytes,
  wrap,
  onToggleWrap,
}: EditorStatusBarProps) {
  const t = useTranslations("editor.status");
  const size = useByteSize();
  return (
    <div className="editor-status" id="editor-status">
      <span data-testid="cursor-position">
        {t("cursor", { line: cursor.line, column: cursor.column })}
        {cursor.selected > 0 ? ` ${t("selected", { count: cursor.selected })}` : ""}
      </span>
      <span translate="no">{language}</span>
      <IndentationControl value={indentation} onChange={onIndentation} content={content} onConvert={onConvert} />
      <span data-testid="editor-size">
        {totalBytes === null ? size(pastyBytes) : t("sizes", { pasty: size(pastyBytes), paste: size(totalBytes) })}
      </span>
      <button type="button" className="editor-status-toggle" aria-pressed={wrap} onClick={onToggleWrap}>
        {t("wrap")}
      </button>
      <span className="editor-status-hint">{t("hint")}</span>
    </div>
  );
}
