import type { Caller } from "../auth/caller";
import { AppError, badRequest } from "../core/errors";
import { keptReadablePaste } from "./access";
import { readPasties } from "./content";
import { endToEndRefusal, isEndToEnd } from "./end-to-end";
import { highlightDiffs } from "./diff-highlight";
import { diffPasties, type PastyDiff } from "./diff-view";
import { pastyName } from "./names";
import type { PastyDto } from "./schema";
import { pasteName } from "./names";
import { getUserDto } from "../users/queries";

// Compare any two (issue 30 item 6): two pastes pasty by pasty, two pasties, or a pasty and a
// text pasted into the form, with the history diff's folds and highlighting. Each side is read
// as its page would read it (never consuming a burn-after-reading paste, an encrypted one only
// with the password this browser opened it with), and the page is a link: /compare?left=…&right=….

/** What may be pasted as a side: it travels in the address, which servers cap at a few KB. */
export const COMPARE_TEXT_MAX = 4_000;

export interface CompareInput {
  left: string | null;
  right: string | null;
  /** Text pasted in place of `right`. */
  text: string | null;
}

export interface CompareSide {
  /** The paste's own title ("" when it has none: the page names it in the reader's words); "" for pasted text. */
  title: string;
  /** The one pasty compared, by its title and position (names.ts, pastyNameIn); null for a whole paste or pasted text. */
  pasty: { title: string; index: number } | null;
  /** The page of what was compared; null for pasted text. */
  href: string | null;
  /** Whose paste and which: a fork and its origin share their title. Null for pasted text. */
  detail: string | null;
}

export type ComparePage =
  | { kind: "form" }
  | { kind: "refused"; message: string }
  | { kind: "compared"; left: CompareSide; right: CompareSide; pasties: PastyDiff[] };

/** A side as typed: an id, `<pasteId>/<pastyId>`, or a link to either (`https://host/abcd1234#…`). */
export function parseSideRef(ref: string): { pasteId: string; pastyId: string | null } {
  const path = ref
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, "")
    .replace(/[?#].*$/, "");
  const [pasteId, pastyId, ...rest] = path.split("/").filter(Boolean);
  if (!pasteId || rest.length > 0 || !/^[a-z0-9]{1,16}$/i.test(pasteId) || (pastyId !== undefined && !/^[a-z0-9]{1,16}$/i.test(pastyId))) {
    throw badRequest(`“${ref.slice(0, 80)}” names no paste: give its id, <paste id>/<pasty id>, or its link.`);
  }
  return { pasteId, pastyId: pastyId ?? null };
}

interface ReadSide extends CompareSide {
  /** In English, as the refusals' messages name it (the API's words). */
  label: string;
  pasties: PastyDto[];
  /** A whole paste (compared pasty by pasty with another whole paste), not one pasty. */
  whole: boolean;
}

async function readSide(caller: Caller, ref: string, keyOf: (pasteId: string) => Promise<string | null>): Promise<ReadSide> {
  const { pasteId, pastyId } = parseSideRef(ref);
  const paste = await keptReadablePaste(caller, pasteId);
  if (isEndToEnd(paste)) throw endToEndRefusal(`comparing ${paste.id}`);
  const pasties = await readPasties(paste, await keyOf(paste.id)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 400) {
      throw badRequest(`The paste ${paste.id} is encrypted: open it with its password first, then compare it.`);
    }
    throw error;
  });
  const title = pasteName(paste.title);
  const owner = paste.ownerId ? (await getUserDto(paste.ownerId)).username : null;
  const detail = owner ? `${owner} · ${paste.id}` : paste.id;
  if (pastyId === null) return { label: title, title: paste.title, pasty: null, href: `/${paste.id}`, detail, pasties, whole: true };
  const index = pasties.findIndex((pasty) => pasty.id === pastyId);
  if (index === -1) throw badRequest(`The paste ${paste.id} has no pasty ${pastyId}.`);
  return {
    label: `${title} · ${pastyName(pasties[index]!.title, index)}`,
    title: paste.title,
    pasty: { title: pasties[index]!.title, index },
    href: `/${paste.id}#${pastyId}`,
    detail,
    pasties: [pasties[index]!],
    whole: false,
  };
}

/** One pasty of a side compared with one pasty of the other: a paste of several must name it. */
function onePasty(side: ReadSide): PastyDto {
  if (side.pasties.length !== 1) throw badRequest(`“${side.label}” has ${side.pasties.length} pasties: name one (<paste id>/<pasty id>).`);
  return side.pasties[0]!;
}

/** The sides' pasties under shared ids, which is how the diff pairs them: by position, or the one of each. */
function paired(left: ReadSide, right: ReadSide): [PastyDto[], PastyDto[]] {
  const renamed = (pasties: PastyDto[]) => pasties.map((pasty, index) => ({ ...pasty, id: `p${index}` }));
  if (left.whole && right.whole) return [renamed(left.pasties), renamed(right.pasties)];
  return [renamed([onePasty(left)]), renamed([onePasty(right)])];
}

export async function loadComparePage(
  caller: Caller,
  input: CompareInput,
  keyOf: (pasteId: string) => Promise<string | null>,
): Promise<ComparePage> {
  if (!input.left || (!input.right && input.text === null)) return { kind: "form" };
  try {
    if (input.text !== null && input.text.length > COMPARE_TEXT_MAX) {
      throw badRequest(`Pasted text is compared up to ${COMPARE_TEXT_MAX.toLocaleString("en")} characters: compare two pastes instead.`);
    }
    const left = await readSide(caller, input.left, keyOf);
    const right: ReadSide =
      input.text !== null
        ? {
            label: "pasted text",
            title: "",
            pasty: null,
            href: null,
            detail: null,
            pasties: [{ id: "text", title: "", language: onePasty(left).language, content: input.text }],
            whole: false,
          }
        : await readSide(caller, input.right!, keyOf);
    const [before, after] = paired(left, right);
    const pasties = diffPasties(before, after);
    // Kept in memory only: what two sides make together is no paste's rendering to store.
    await highlightDiffs(pasties, before, after, null);
    const side = ({ title, pasty, href, detail }: CompareSide): CompareSide => ({ title, pasty, href, detail });
    return { kind: "compared", left: side(left), right: side(right), pasties };
  } catch (error) {
    // Missing, hidden, under review, encrypted, or a busy server: said on the page, with the form.
    if (error instanceof AppError && (error.status < 500 || error.status === 503)) return { kind: "refused", message: error.message };
    throw error;
  }
}
