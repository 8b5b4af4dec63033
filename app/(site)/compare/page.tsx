import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { PastyDiffView } from "@/components/paste/pasty-diff";
import { Button } from "@/components/ui/button";
import { pageCaller } from "@/lib/auth/current-user";
import { COMPARE_TEXT_MAX, type CompareSide, loadComparePage } from "@/lib/pastes/compare";
import { pastyNameIn } from "@/lib/pastes/names";
import { readUnlockKey } from "@/lib/pastes/unlock";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("browse.compare"))("title"), robots: { index: false } };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Compare any two: pastes, pasties, or a pasty and pasted text (lib/pastes/compare.ts). A GET form, so a comparison is a link. */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const input = { left: single(params.left), right: single(params.right), text: single(params.text) };
  const [page, t] = await Promise.all([loadComparePage(await pageCaller(), input, readUnlockKey), getTranslations("browse.compare")]);
  return (
    <article aria-labelledby="compare-title">
      <h1 id="compare-title">
        {page.kind === "compared"
          ? t.rich("comparing", { left: () => <SideLink side={page.left} />, right: () => <SideLink side={page.right} /> })
          : t("title")}
      </h1>
      <form className="compare-form" action="/compare" method="get">
        <label>
          {t("left")} <input className="input" name="left" defaultValue={input.left ?? ""} placeholder={t("sidePlaceholder")} required />
        </label>
        <label>
          {t("right")} <input className="input" name="right" defaultValue={input.right ?? ""} placeholder={t("sidePlaceholder")} />
        </label>
        <label className="compare-text">
          {t("text")}
          <textarea className="input" name="text" defaultValue={input.text ?? ""} maxLength={COMPARE_TEXT_MAX} rows={4} />
        </label>
        <Button type="submit" variant="primary">
          {t("submit")}
        </Button>
      </form>
      {page.kind === "refused" ? (
        <p className="form-error" role="alert">
          {page.message}
        </p>
      ) : null}
      {page.kind === "compared" ? (
        <div className="pasties-stacked">
          {page.pasties.map((pasty, index) => (
            <PastyDiffView key={pasty.id} diff={pasty} index={index} />
          ))}
        </div>
      ) : null}
    </article>
  );
}

/** A side by its title (not ours to translate; an untitled paste or pasty in the reader's words), or the text pasted into the form. */
function SideLink({ side }: { side: CompareSide }) {
  const t = useTranslations("browse.compare");
  const paste = useTranslations("paste");
  const title = side.title.trim() || paste("untitled");
  const pasty = side.pasty && pastyNameIn(side.pasty.title, side.pasty.index, (number) => paste("pastyNumber", { number }));
  return (
    <>
      {side.href ? (
        <a href={side.href} translate="no">
          {pasty ? `${title} · ${pasty}` : title}
        </a>
      ) : (
        t("pastedText")
      )}
      {side.detail ? (
        <span className="compare-side-detail" translate="no">
          {" "}
          ({side.detail})
        </span>
      ) : null}
    </>
  );
}
