import { Tabs } from "@/components/ui/tabs";
import type { RenderedPasty } from "@/lib/pastes/page";
import { type KeptText, PastyView } from "./pasty-view";

interface PastiesViewProps {
  pasties: readonly RenderedPasty[];
  view: "tabbed" | "stacked";
  wrap: boolean;
  /** Null: no raw links (a paste consumed by this view). */
  rawUrl: ((pastyId: string) => string) | null;
  /** A paste this view consumed: each pasty's text by id, kept for Copy and Download. */
  kept?: ReadonlyMap<string, KeptText>;
}

/** The pasties of a paste, as tabs or one under another (the visitor's "paste view" setting). */
export function PastiesView({ pasties, view, wrap, rawUrl, kept }: PastiesViewProps) {
  const render = (pasty: RenderedPasty) => (
    <PastyView
      key={pasty.id}
      pasty={pasty}
      pastyCount={pasties.length}
      rawUrl={rawUrl ? rawUrl(pasty.id) : null}
      kept={kept?.get(pasty.id)}
      wrap={wrap}
    />
  );
  if (view === "stacked" || pasties.length === 1) return <div className="pasties-stacked">{pasties.map(render)}</div>;
  return <Tabs label="Pasties" items={pasties.map((pasty) => ({ key: pasty.id, label: pasty.name, panel: render(pasty) }))} />;
}
