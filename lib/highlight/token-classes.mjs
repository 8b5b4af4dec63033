// The highlighter of both the read pages (lib/render/render-worker.mjs) and the editor
// (components/editor/code-editor.tsx): one short class per colour role (components/paste/highlight.css),
// so a paste looks the same while written and when read, and a highlighted page carries 2-letter
// class names instead of CodeMirror's `tok-variableName tok-definition`. Tokens without a colour
// of their own (punctuation, plain variables) get no element at all.
// Plain JavaScript so the render worker thread can load it without a TypeScript loader.
import { tags, tagHighlighter } from "@lezer/highlight";

export const tokenHighlighter = tagHighlighter([
  { tag: tags.keyword, class: "hk" },
  { tag: [tags.string, tags.regexp, tags.escape, tags.character, tags.special(tags.string)], class: "hs" },
  { tag: tags.comment, class: "hc" },
  { tag: [tags.number, tags.bool, tags.atom, tags.null, tags.literal], class: "hn" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.macroName], class: "hf" },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.labelName], class: "ht" },
  { tag: tags.propertyName, class: "hp" },
  { tag: [tags.definition(tags.variableName), tags.definition(tags.propertyName)], class: "hd" },
  { tag: [tags.operator, tags.derefOperator], class: "ho" },
  { tag: [tags.meta, tags.annotation, tags.processingInstruction], class: "hm" },
  { tag: tags.tagName, class: "hg" },
  { tag: tags.attributeName, class: "ha" },
  { tag: tags.heading, class: "hh" },
  { tag: [tags.link, tags.url], class: "hu" },
  { tag: tags.emphasis, class: "hi" },
  { tag: tags.strong, class: "hb" },
  { tag: tags.strikethrough, class: "hx" },
  { tag: tags.inserted, class: "hv" },
  { tag: [tags.deleted, tags.invalid], class: "he" },
]);
