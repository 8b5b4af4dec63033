import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import type { RenderedPasty } from "@/lib/pastes/page";
import type { RenderedHtml } from "@/lib/render/render";
import { lineAnchorPrefix } from "@/lib/pastes/line-anchor";
import { noteText } from "@/lib/render/notes";
import { provisionalMarker } from "@/lib/render/slots";
import { CodeImageButton } from "./code-image-button";
import { CodeView } from "./code-view";
import { CopyRawButton } from "./copy-raw-button";
import { DiagramView } from "./diagram-view";
import { KeptTextActions } from "./kept-text-actions";
import { LinkToLines } from "./link-to-lines";
import { MarkdownDiagrams } from "./markdown-diagrams";
import { MarkdownView } from "./markdown-view";
import { NotebookView } from "./notebook-view";
import { PastyCard } from "./pasty-card";
import { useRenderWords } from "./render-words";
import { SourceToggle } from "./source-toggle";
import { TableView } from "./table-view";

export interface KeptText {
  text: string;
  fileName: string;
}

interface PastyViewProps {
  pasty: RenderedPasty;
  pastyCount: number;
  /** `/raw/:pasteId/:pastyId[/:historyId]`; null when there is none (a paste consumed by this view). */
  rawUrl: string | null;
  /** `/:pasteId/:pastyId.png`, for "Download as image"; null or unset when there is none. */
  imageUrl?: string | null;
  /** A paste this view consumed: its text, for Copy and Download without the server. */
  kept?: KeptText;
  wrap: boolean;
  headingLevel?: 2 | 3;
  /** Whether the page selects lines by their links (components/paste/line-links.tsx); an embed does not. */
  lineLinks?: boolean;
}

export function PastyView({ pasty, pastyCount, rawUrl, imageUrl, kept, wrap, headingLevel = 2, lineLinks = true }: PastyViewProps) {
  const { name } = pasty;
  const t = useTranslations("paste.pasty");
  const words = useRenderWords();
  const anchorPrefix = lineAnchorPrefix(pasty.id, pastyCount);
  const code = <CodeView code={pasty.code} anchorPrefix={anchorPrefix} wrap={wrap} label={t("code", { name })} />;
  // Markdown shown as HTML, CSV as a table, a notebook as its cells, Mermaid as a diagram: the
  // source is a toggle away. At most one applies.
  const preview = pasty.markdown ?? pasty.table ?? pasty.notebook;
  const shown = preview && "rendered" in preview ? preview.rendered : null;
  const diagram = pasty.diagram && "source" in pasty.diagram ? pasty.diagram.source : null;
  const actions = (
    <>
      {lineLinks && !shown && diagram === null ? (
        <LinkToLines anchorPrefix={anchorPrefix} lineCount={pasty.stats.lines} name={name} />
      ) : null}
      {imageUrl && lineLinks ? <CodeImageButton imageUrl={imageUrl} anchorPrefix={anchorPrefix} name={name} /> : null}
      {rawUrl ? (
        <>
          <CopyRawButton rawUrl={rawUrl} label={t("copyOf", { name })} />
          <ButtonLink small href={rawUrl} aria-label={t("rawOf", { name })}>
            {t("raw")}
          </ButtonLink>
        </>
      ) : kept ? (
        <KeptTextActions name={name} text={kept.text} fileName={kept.fileName} />
      ) : null}
    </>
  );
  return (
    <PastyCard
      id={pasty.id}
      title={pasty.title}
      name={name}
      language={pasty.language}
      stats={pasty.stats}
      headingLevel={headingLevel}
      actions={actions}
    >
      {diagram !== null ? (
        <DiagramView source={diagram} name={name} code={code} />
      ) : shown ? (
        <SourceToggle
          label={name}
          rendered={renderedView(pasty, shown, { table: t("table", { name }), notebook: t("notebook", { name }) })}
          source={code}
        />
      ) : (
        <>
          {pasty.diagram && "refused" in pasty.diagram && <p className="render-note">{t("diagramTooLarge")}</p>}
          {preview && "note" in preview && <p className="render-note">{noteText(preview.note, words)}</p>}
          {preview && "note" in preview && preview.provisional && <span hidden dangerouslySetInnerHTML={{ __html: provisionalMarker() }} />}
          {code}
        </>
      )}
    </PastyCard>
  );
}

/** A table's or a Markdown pasty's rendering; Markdown with ```mermaid blocks draws them (only then is mermaid loaded). */
function renderedView(pasty: RenderedPasty, shown: RenderedHtml, labels: { table: string; notebook: string }) {
  if (pasty.table) return <TableView rendered={shown} label={labels.table} />;
  if (pasty.notebook) return <NotebookView rendered={shown} label={labels.notebook} />;
  const markdown = <MarkdownView rendered={shown} />;
  return pasty.markdownDiagrams ? <MarkdownDiagrams name={pasty.name}>{markdown}</MarkdownDiagrams> : markdown;
}
