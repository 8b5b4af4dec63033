import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { PasteEditor } from "@/components/editor/paste-editor";
import { currentUser } from "@/lib/auth/current-user";
import { captchaRequired } from "@/lib/captcha/policy";
import { editorLanguages } from "@/lib/editor/compact-languages";
import { blankInitial, cloneInitial, editorExpiresInValues, editorLimits, editorPreferences, tagSuggestions } from "@/lib/editor/page";
import { pageSettings } from "@/lib/settings/page-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("editor.heading"))("new") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Create a paste; `?clone=<id>` starts from a copy of a paste the visitor can read. */
export default async function CreatePastePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const [settings, user, t, clones] = await Promise.all([
    pageSettings(),
    currentUser(),
    getTranslations("editor.heading"),
    getTranslations("editor.clone"),
  ]);
  const cloneId = typeof query.clone === "string" && query.clone.trim() !== "" ? query.clone.trim() : null;
  const clone = cloneId ? await cloneInitial(cloneId, (title) => clones("title", { title })) : null;
  return (
    <ClientMessages
      pick={["editor", "account.captcha", "account.secretsInHistory", "history.purge", "render.source", "site.request", "site.units"]}
    >
      <section className="editor-page" aria-labelledby="editor-heading">
        <h1 id="editor-heading">{clone?.initial ? t("fromCopy") : t("new")}</h1>
        <PasteEditor
          // A new form for each source: client navigation from one clone to another remounts it.
          key={cloneId ?? "new"}
          mode="create"
          initial={clone?.initial ?? blankInitial(settings)}
          languages={editorLanguages()}
          preferences={editorPreferences(settings)}
          limits={editorLimits()}
          expiresInValues={editorExpiresInValues}
          signedIn={user !== null}
          tagSuggestions={await tagSuggestions(user)}
          notice={clone?.notice ? clones(clone.notice) : null}
          restoreDraft={cloneId === null}
          captcha={await captchaRequired("v3", user === null)}
        />
      </section>
    </ClientMessages>
  );
}
