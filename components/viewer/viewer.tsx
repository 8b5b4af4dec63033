"use client";

import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Viewer } from "@/lib/users/viewer";

// The reader of the page, for the client components that differ per reader. A page rendered for
// them carries them in the root layout's props; a page the server rendered once for everyone
// (lib/server/viewer-pages.ts) was rendered for nobody, and the server puts the reader in a
// script ahead of it (`self.__mystViewer`), with `data-viewer="pending"` on the document, which
// hides the parts that differ until the page is hydrated and shows them as the reader's.

interface PageViewer {
  viewer: Viewer | null;
  /** The page was rendered for nobody: what the server decided for its reader, it decided for nobody. */
  renderedForNobody: boolean;
}

const ViewerContext = createContext<PageViewer>({ viewer: null, renderedForNobody: false });

const holder = globalThis as typeof globalThis & { __mystViewer?: Viewer };
const noSubscription = () => () => {};
const injectedViewer = () => holder.__mystViewer ?? null;
const nobody = () => null;

export function ViewerProvider({ viewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  // Hydration renders the page as the server did (nobody), then once more with the injected reader.
  const injected = useSyncExternalStore(noSubscription, injectedViewer, nobody);
  useEffect(() => {
    if (injected === injectedViewer()) delete document.documentElement.dataset.viewer;
  }, [injected]);
  const value = useMemo(
    () => (viewer ? { viewer, renderedForNobody: false } : { viewer: injected, renderedForNobody: injected !== null }),
    [viewer, injected],
  );
  return <ViewerContext value={value}>{children}</ViewerContext>;
}

/** The signed-in reader of the page, or null. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext).viewer;
}

/**
 * The signed-in reader of a page rendered for nobody, or null: what the page's props say of its
 * reader (may they comment, have they starred it) was decided for nobody, and is theirs to decide.
 */
export function useReaderOfSharedPage(): Viewer | null {
  const { viewer, renderedForNobody } = useContext(ViewerContext);
  return renderedForNobody ? viewer : null;
}
