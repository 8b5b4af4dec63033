import { outsideRequest } from "../core/outside-request";
import { processSingleton } from "../core/process-state";
import { currentRequestOrigin } from "../http/request-context";
import { prerenderPasties } from "../render/render";

// A version's page for anonymous readers, rendered once when the version is written, so that its
// first reader is answered from the response cache instead of by a render of Next.js's. The
// server does the rendering (lib/server/first-views.ts, bounded there) and hands it over at start;
// this side only decides which versions are offered at all: those whose page the response cache
// would keep anyway, for the address the writer used (where the link they are given points).

/**
 * Renders the page of `pasteId` as a reader asking `origin` would get it, once `highlighted`
 * says (true) its highlighting is stored; or not at all.
 */
export type FirstViewRenderer = (pasteId: string, origin: string, highlighted: Promise<boolean>) => void;

const holder = processSingleton("firstViews", () => ({ render: undefined as FirstViewRenderer | undefined }));

/** Set by the server at start; without it (tests, the CLI) no page is rendered ahead. */
export function renderFirstViewsWith(render: FirstViewRenderer | undefined): void {
  holder.render = render;
}

interface WrittenVersion {
  id: string;
  private: boolean;
  burnAfterRead: boolean;
  quarantinedAt: Date | null;
  /** Encrypted on the server or end to end: nobody reads its page without a key. */
  encrypted: boolean;
}

/**
 * Offers the page of a version just written, whose highlighting `highlighted` stores. Only a page
 * everyone may read the same way: never a private paste's (nobody reads it anonymously), a burn
 * after reading one's (its first read burns it), an encrypted or quarantined one's. Called in the
 * writing request, whose address it takes.
 */
export function offerFirstView(version: WrittenVersion, highlighted: Promise<boolean>): void {
  const render = holder.render;
  if (!render || version.private || version.burnAfterRead || version.quarantinedAt || version.encrypted) return;
  const origin = currentRequestOrigin();
  // A request without a plain Host: no reader's page is kept under its address.
  if (!origin || origin.endsWith("://")) return;
  outsideRequest(() => render(version.id, origin, highlighted));
}

/**
 * A version just written, rendered ahead of its readers: its pasties' renderings, stored with the
 * paste, then the page itself when it is offered (offerFirstView). Called in the writing request;
 * the work does not keep it alive (lib/core/outside-request.ts).
 */
export function renderAhead(
  version: WrittenVersion,
  pasties: Parameters<typeof prerenderPasties>[1],
  options: Parameters<typeof prerenderPasties>[2] = {},
): void {
  offerFirstView(
    version,
    outsideRequest(() => prerenderPasties(version.id, pasties, options)),
  );
}
