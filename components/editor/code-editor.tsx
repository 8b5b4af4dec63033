"use client";

import { indentUnit, type LanguageSupport, syntaxHighlighting } from "@codemirror/language";
import { EditorState, type Extension, type Range } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, type ViewUpdate, WidgetType } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useEffect, useMemo, useRef, useState } from "react";
import type { EditorLanguage } from "@/lib/editor/languages";
import { codemirrorLanguageFor } from "@/lib/highlight/codemirror-language";
import { tokenHighlighter } from "@/lib/highlight/token-classes.mjs";

// The CodeMirror 6 surface of one pasty. Loaded only in the browser (paste-editor.tsx reserves
// its space meanwhile). Grammars come from the same Linguist → CodeMirror mapping the read pages
// highlight with, and tokens get the same classes (lib/highlight/token-classes.mjs).

export interface CursorPosition {
  line: number;
  column: number;
  /** Characters selected (0 for a plain cursor). */
  selected: number;
}

export interface CodeEditorProps {
  value: string;
  /** `pasted`: the change came from the clipboard or a drop of text. */
  onChange: (value: string, pasted: boolean) => void;
  onCursor?: (cursor: CursorPosition) => void;
  /** The language to highlight as (undefined: plain text). */
  language: EditorLanguage | undefined;
  indentation: "spaces" | "tabs";
  indentWidth: number;
  wrap: boolean;
  /** The accessible name of the editing area. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Shows the text without letting it change (an E2E paste's page, components/end-to-end). */
  readOnly?: boolean;
  /** Gives the parent the view, to focus it. */
  onView?: (view: EditorView | null) => void;
  /** Secrets found in `secretsIn` (lib/secrets), marked while the text is still that one. */
  secrets?: readonly MarkedSecret[];
  secretsIn?: string;
}

export interface MarkedSecret {
  start: number;
  end: number;
  /** What the mark says at the end of its line ("possible secret: GitHub token"), in the reader's language. */
  badge: string;
  /** What it says on hover ("Possible secret: GitHub token"). */
  title: string;
}

/** The kind of secret, at the end of its line. */
class SecretBadge extends WidgetType {
  constructor(readonly text: string) {
    super();
  }

  override eq(other: SecretBadge): boolean {
    return other.text === this.text;
  }

  toDOM(): HTMLElement {
    const badge = document.createElement("span");
    badge.className = "cm-secret-badge";
    badge.textContent = this.text;
    return badge;
  }
}

function secretDecorations(state: EditorState, secrets: readonly MarkedSecret[]): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  for (const secret of secrets) {
    if (secret.end > state.doc.length || secret.start >= secret.end) continue;
    const line = state.doc.lineAt(secret.start);
    ranges.push(Decoration.line({ class: "cm-secret-line" }).range(line.from));
    ranges.push(Decoration.mark({ class: "cm-secret", attributes: { title: secret.title } }).range(secret.start, secret.end));
    ranges.push(Decoration.widget({ widget: new SecretBadge(secret.badge), side: 1 }).range(line.to));
  }
  return Decoration.set(ranges, true);
}

/** Colours from the design tokens, so the editor follows the page's theme without a reload. */
const editorTheme = EditorView.theme({
  "&": { color: "var(--fg)", backgroundColor: "var(--bg)", height: "100%", fontSize: "0.875rem" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.5" },
  ".cm-content": { caretColor: "var(--fg)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--fg)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": {
    backgroundColor: "var(--editor-selection)",
  },
  ".cm-gutters": { backgroundColor: "var(--bg-subtle)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLine": { backgroundColor: "var(--editor-active-line)" },
  ".cm-activeLineGutter": { backgroundColor: "var(--editor-active-line)", color: "var(--fg)" },
  "&.cm-focused .cm-matchingBracket": { backgroundColor: "var(--editor-match)", outline: "1px solid var(--border)" },
  ".cm-searchMatch": { backgroundColor: "var(--editor-match)" },
  ".cm-panels": { backgroundColor: "var(--bg-subtle)", color: "var(--fg)" },
  ".cm-panels.cm-panels-top": { borderBottom: "1px solid var(--border)" },
  ".cm-panels.cm-panels-bottom": { borderTop: "1px solid var(--border)" },
  ".cm-tooltip": { backgroundColor: "var(--bg)", color: "var(--fg)", border: "1px solid var(--border)" },
  ".cm-foldPlaceholder": { backgroundColor: "var(--bg-inset)", color: "var(--muted)", border: "1px solid var(--border)" },
  ".cm-textfield": { backgroundColor: "var(--bg)", color: "var(--fg)", border: "1px solid var(--border)" },
  ".cm-button": { backgroundImage: "none", backgroundColor: "var(--bg-subtle)", color: "var(--fg)", border: "1px solid var(--border)" },
  ".cm-secret-line": { backgroundColor: "var(--danger-subtle)" },
  ".cm-secret": { textDecoration: "underline wavy var(--danger)", textUnderlineOffset: "3px" },
  ".cm-secret-badge": {
    marginLeft: "1.5em",
    padding: "0 0.4em",
    borderRadius: "3px",
    fontSize: "0.75rem",
    fontFamily: "var(--font-sans, sans-serif)",
    color: "var(--danger)",
    border: "1px solid currentColor",
  },
});

const highlighting = syntaxHighlighting(tokenHighlighter);

const basicSetup = {
  // tokenHighlighter above styles tokens; the default style would add its own colours.
  syntaxHighlighting: false,
  autocompletion: false,
  highlightActiveLine: true,
  foldGutter: true,
};

/** The grammar of a language, loaded on demand (each one is its own chunk of language-data). */
function useLanguageSupport(language: EditorLanguage | undefined): LanguageSupport | null {
  const description = useMemo(() => (language ? codemirrorLanguageFor(language) : null), [language]);
  const [loaded, setLoaded] = useState<{ name: string; support: LanguageSupport } | null>(null);
  useEffect(() => {
    // A grammar bundled with the page is used as it is (below); only the others load.
    if (!description || description.support) return;
    let current = true;
    description
      .load()
      .then((support) => {
        if (current) setLoaded({ name: description.name, support });
      })
      .catch(() => {
        // A grammar chunk that fails to load leaves the text plain; editing still works.
      });
    return () => {
      current = false;
    };
  }, [description]);
  if (!description) return null;
  return loaded?.name === description.name ? loaded.support : (description.support ?? null);
}

export default function CodeEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    onCursor,
    language,
    indentation,
    indentWidth,
    wrap,
    label,
    describedBy,
    invalid,
    autoFocus,
    onView,
    secrets,
    secretsIn,
    readOnly = false,
  } = props;
  const support = useLanguageSupport(language);
  // CodeMirror keeps the handlers it was created with: they read the latest onCursor from here.
  const onCursorRef = useRef(onCursor);
  useEffect(() => {
    onCursorRef.current = onCursor;
  }, [onCursor]);

  const extensions = useMemo(() => {
    const list: Extension[] = [
      editorTheme,
      highlighting,
      indentUnit.of(indentation === "tabs" ? "\t" : " ".repeat(indentWidth)),
      EditorState.tabSize.of(indentWidth),
      EditorView.contentAttributes.of({
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      }),
    ];
    if (wrap) list.push(EditorView.lineWrapping);
    if (support) list.push(support);
    if (secrets?.length && secretsIn !== undefined) {
      // Marked only while the text is the one scanned: offsets into another text mean nothing.
      list.push(
        EditorView.decorations.of((view) =>
          view.state.doc.length === secretsIn.length ? secretDecorations(view.state, secrets) : Decoration.none,
        ),
      );
    }
    return list;
  }, [support, indentation, indentWidth, wrap, label, describedBy, invalid, secrets, secretsIn]);

  function reportCursor(update: ViewUpdate) {
    if (!update.selectionSet && !update.docChanged && !update.focusChanged) return;
    const { main } = update.state.selection;
    const line = update.state.doc.lineAt(main.head);
    onCursorRef.current?.({ line: line.number, column: main.head - line.from + 1, selected: main.to - main.from });
  }

  return (
    <CodeMirror
      className="code-editor"
      value={value}
      height="100%"
      theme="none"
      basicSetup={basicSetup}
      extensions={extensions}
      autoFocus={autoFocus}
      editable={!readOnly}
      readOnly={readOnly}
      onChange={(next, update) =>
        onChange(
          next,
          update.transactions.some((transaction) => transaction.isUserEvent("input.paste") || transaction.isUserEvent("input.drop")),
        )
      }
      onUpdate={reportCursor}
      onCreateEditor={(view) => {
        onView?.(view);
        const { main } = view.state.selection;
        const line = view.state.doc.lineAt(main.head);
        onCursorRef.current?.({ line: line.number, column: main.head - line.from + 1, selected: 0 });
      }}
    />
  );
}
