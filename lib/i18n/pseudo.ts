import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

// The pseudo-locale (lib/i18n/locales.ts, PSEUDO_LOCALE): every English message accented, a third
// longer and bracketed — "Settings" is "[Šéţţîñĝš ~~~]" — made from the English catalogues when
// it is asked for, so it never needs keeping. Text on a page in it without the accents came from
// no catalogue; a layout that breaks on it would break on German. Placeholders, plurals and tags
// stay what they are: only the words between them change.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀßÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index]!,
  ]),
);

/** Messages by key, nested by namespace and area, as a catalogue's JSON holds them. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** One message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  const elements = parse(message);
  const letters = countLetters(elements);
  const padding = "~".repeat(Math.max(2, Math.ceil(letters * 0.3)));
  return `[${printAST(elements.map(accent))} ${padding}]`;
}

/** A catalogue (nested namespaces and keys) with every message in the pseudo-locale. */
export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, typeof value === "string" ? pseudoMessage(value) : pseudoCatalogue(value)]),
  );
}

function accent(element: MessageFormatElement): MessageFormatElement {
  if (element.type === TYPE.literal) return { ...element, value: [...element.value].map((char) => ACCENTED[char] ?? char).join("") };
  if (element.type === TYPE.plural || element.type === TYPE.select) {
    const options = Object.fromEntries(
      Object.entries(element.options).map(([key, option]) => [key, { ...option, value: option.value.map(accent) }]),
    );
    return { ...element, options };
  }
  if (element.type === TYPE.tag) return { ...element, children: element.children.map(accent) };
  return element;
}

function countLetters(elements: MessageFormatElement[]): number {
  let count = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) count += element.value.length;
    else if (element.type === TYPE.tag) count += countLetters(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      count += Math.max(0, ...Object.values(element.options).map((option) => countLetters(option.value)));
    }
  }
  return count;
}
