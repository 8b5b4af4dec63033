import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { E2eEditor } from "@/components/end-to-end/editor";
import { PasteEditor } from "@/components/editor/paste-editor";
import { UnlockForm } from "@/components/paste/unlock-form";
import { currentUser, pageCaller } from "@/lib/auth/current-user";
import { editorLanguages } from "@/lib/editor/compact-languages";
import { editorExpiresInValues, editorLimits, editorPreferences, tagSuggestions } from "@/lib/editor/page";
import { AppError } from "@/lib/core/errors";
import { getPaste, getPasteEncrypted } from "@/lib/pastes/reads";
import type { PasteDto } from "@/lib/pastes/schema";
import { readUnlockKey } from "@/lib/pastes/unlock";
import { pageSettings } from "@/lib/settings/page-settings";

type Params = Promise<{ pasteId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("editor.editPage"))("title"), robots: { index: false } };
}

type Loaded = { kind: "open"; paste: PasteDto; key: string | null } | { kind: "locked"; wrongKey: boolean };

/** The paste as its owner edits it; anything the caller may not read is simply not found. */
async function loadForEdit(pasteId: string): Promise<Loaded> {
  const caller = await pageCaller();
  try {
    const encrypted = await getPasteEncrypted(caller, pasteId);
    // An end-to-end encrypted paste comes as ciphertext, and the browser opens it (components/end-to-end).
    const sealed = encrypted ? await getPaste(caller, pasteId, null).catch(() => null) : null;
    if (sealed?.e2e) return { kind: "open", paste: sealed, key: null };
    const key = encrypted ? await readUnlockKey(pasteId) : null;
    if (encrypted && !key) return { kind: "locked", wrongKey: false };
    return { kind: "open", paste: await getPaste(caller, pasteId, key), key };
  } catch (error) {
    if (error instanceof AppError && error.status === 400 && /encryption key/i.test(error.message))
      return { kind: "locked", wrongKey: true };
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** Edit a paste: its owner only (others get the not-found page; visitors are asked to sign in). */
export default async function EditPastePage({ params, searchParams }: { params: Params; searchParams: Promise<{ unlock?: string }> }) {
  const [{ pasteId }, { unlock }] = await Promise.all([params, searchParams]);
  const user = await currentUser();
  if (!user) {
    const back = `/${encodeURIComponent(pasteId)}/edit`;
    redirect(`/login?next=${encodeURIComponent(back)}`);
  }
  const loaded = await loadForEdit(pasteId);
  if (loaded.kind === "locked") {
    return (
      <section className="editor-page">
        <UnlockForm pasteId={pasteId} wrongKey={loaded.wrongKey || unlock === "failed"} returnTo="edit" />
      </section>
    );
  }
  const { paste, key } = loaded;
  if (paste.ownerId !== user.id) notFound();
  const [settings, t] = await Promise.all([pageSettings(), getTranslations("editor.editPage")]);
  const link = (chunks: ReactNode) => (
    <a href={`/${encodeURIComponent(paste.id)}`} translate="no">
      {chunks}
    </a>
  );
  const editor = {
    mode: "edit" as const,
    pasteId: paste.id,
    languages: editorLanguages(),
    preferences: editorPreferences(settings),
    limits: editorLimits(),
    expiresInValues: editorExpiresInValues,
    signedIn: true,
    tagSuggestions: await tagSuggestions(user),
  };
  if (paste.e2e) {
    return (
      <section className="editor-page" aria-labelledby="editor-heading">
        <h1 id="editor-heading">{t.rich("headingEndToEnd", { name: paste.id, link })}</h1>
        <E2eEditor sealed={{ e2e: paste.e2e, pasties: paste.pasties }} editor={editor} expiresIn={paste.expiresIn} tags={paste.tags} />
      </section>
    );
  }
  return (
    <section className="editor-page" aria-labelledby="editor-heading">
      <h1 id="editor-heading">{t.rich("heading", { name: paste.title.trim() || paste.id, link })}</h1>
      <PasteEditor
        mode="edit"
        pasteId={paste.id}
        initial={{
          title: paste.title,
          expiresIn: paste.expiresIn,
          tags: paste.tags,
          pasties: paste.pasties.map((pasty) => ({ id: pasty.id, title: pasty.title, content: pasty.content, language: pasty.language })),
        }}
        languages={editorLanguages()}
        preferences={editorPreferences(settings)}
        limits={editorLimits()}
        expiresInValues={editorExpiresInValues}
        signedIn
        tagSuggestions={await tagSuggestions(user)}
        encryptionKey={key}
      />
    </section>
  );
}
