import { Tabs } from "@/components/ui/tabs";
import type { RenderedPasty } from "@/lib/pastes/page";
import { PastyView } from "./pasty-view";

interface PastiesViewProps {
  pasties: readonly RenderedPasty[];
  view: "tabbed" | "stacked";
  wrap: boolean;
  /** Null: no raw links (a paste consumed by this view). */
  rawUrl: ((pastyId: string) => string) | null;
}

/** The pasties of a paste, as tabs or one under another (the visitor's "paste view" setting). */
export function PastiesView({ pasties, view, wrap, rawUrl }: PastiesViewProps) {
  const render = (pasty: RenderedPasty) => (
    <PastyView key={pasty.id} pasty={pasty} pastyCount={pasties.length} rawUrl={rawUrl ? rawUrl(pasty.id) : null} wrap={wrap} />
  );
  if (view === "stacked" || pasties.length === 1) return <div className="pasties-stacked">{pasties.map(render)}</div>;
  return <Tabs label="Pasties" items={pasties.map((pasty) => ({ key: pasty.id, label: pasty.name, panel: render(pasty) }))} />;
}
