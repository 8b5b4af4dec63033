import type { Metadata } from "next";
import { PastyDiffView } from "@/components/paste/pasty-diff";
import { Button } from "@/components/ui/button";
import { pageCaller } from "@/lib/auth/current-user";
import { COMPARE_TEXT_MAX, type CompareSide, loadComparePage } from "@/lib/pastes/compare";
import { readUnlockKey } from "@/lib/pastes/unlock";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

export const metadata: Metadata = { title: "Compare", robots: { index: false } };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Compare any two: pastes, pasties, or a pasty and pasted text (lib/pastes/compare.ts). A GET form, so a comparison is a link. */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const input = { left: single(params.left), right: single(params.right), text: single(params.text) };
  const page = await loadComparePage(await pageCaller(), input, readUnlockKey);
  return (
    <article aria-labelledby="compare-title">
      <h1 id="compare-title">
        {page.kind === "compared" ? (
          <>
            Comparing <SideLink side={page.left} /> with <SideLink side={page.right} />
          </>
        ) : (
          "Compare"
        )}
      </h1>
      <form className="compare-form" action="/compare" method="get">
        <label>
          Left <input className="input" name="left" defaultValue={input.left ?? ""} placeholder="paste id, id/pasty id, or link" required />
        </label>
        <label>
          Right <input className="input" name="right" defaultValue={input.right ?? ""} placeholder="paste id, id/pasty id, or link" />
        </label>
        <label className="compare-text">
          …or text to compare with the left side
          <textarea className="input" name="text" defaultValue={input.text ?? ""} maxLength={COMPARE_TEXT_MAX} rows={4} />
        </label>
        <Button type="submit" variant="primary">
          Compare
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

function SideLink({ side }: { side: CompareSide }) {
  return (
    <>
      {side.href ? <a href={side.href}>{side.label}</a> : side.label}
      {side.detail ? <span className="compare-side-detail"> ({side.detail})</span> : null}
    </>
  );
}
