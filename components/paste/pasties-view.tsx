import { useTranslations } from "next-intl";
import type { RenderedPasty } from "@/lib/pastes/page";
import { PastiesLayout } from "./pasties-layout";
import { type KeptText, PastyView } from "./pasty-view";

interface PastiesViewProps {
  pasties: readonly RenderedPasty[];
  view: "tabbed" | "stacked";
  wrap: boolean;
  /** Null: no raw links (a paste consumed by this view). */
  rawUrl: ((pastyId: string) => string) | null;
  /** `/:pasteId/:pastyId.png`; null when the server draws none of this paste (components/paste/code-image-button.tsx). */
  imageUrl?: ((pastyId: string) => string) | null;
  /** A paste this view consumed: each pasty's text by id, kept for Copy and Download. */
  kept?: ReadonlyMap<string, KeptText>;
}

/** The pasties of a paste, as tabs or one under another (the visitor's "paste view" setting). */
export function PastiesView({ pasties, view, wrap, rawUrl, imageUrl, kept }: PastiesViewProps) {
  const t = useTranslations("paste");
  // An untitled pasty is called by its place, in the reader's words ("Pasty 2", "Datei 2"…).
  const named = pasties.map((pasty, index) => (pasty.title.trim() ? pasty : { ...pasty, name: t("pastyNumber", { number: index + 1 }) }));
  const render = (pasty: RenderedPasty) => (
    <PastyView
      key={pasty.id}
      pasty={pasty}
      pastyCount={pasties.length}
      rawUrl={rawUrl ? rawUrl(pasty.id) : null}
      imageUrl={imageUrl ? imageUrl(pasty.id) : null}
      kept={kept?.get(pasty.id)}
      wrap={wrap}
    />
  );
  return <PastiesLayout pasties={named} view={view} render={render} />;
}
