"use client";

import { useTranslations } from "next-intl";
import { type DragEvent, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { AUTODETECT_LANGUAGE, type EditorLanguage, languageForFilename, pastyTitleForFilename } from "@/lib/editor/languages";
import type { EditorPasty } from "@/lib/editor/request";
import type { EditorLimits } from "@/lib/editor/validation";
import { useByteSize } from "./editor-words";
import { type FormState, newKey, type SetForm } from "./form-state";

// Files dropped on the editor become pasties: titled by their names, in the language their
// extension names (else detected), within the paste's limits; binaries and oversized files are
// named in a toast instead.

interface FileDropOptions {
  form: FormState;
  setForm: SetForm;
  languages: readonly EditorLanguage[];
  limits: EditorLimits;
  /** Called for each added pasty left to Autodetect. */
  onAutodetect: (key: string) => void;
}

export function useFileDrop({ form, setForm, languages, limits, onAutodetect }: FileDropOptions) {
  const toast = useToast();
  const t = useTranslations("editor.drop");
  const size = useByteSize();
  const [dropping, setDropping] = useState(false);
  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

  function onDragOver(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = "copy";
    if (!dropping) setDropping(true);
  }

  function onDragLeave(event: DragEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
  }

  async function onDrop(event: DragEvent) {
    if (!carriesFiles(event)) return;
    // Handled here, before CodeMirror would paste the file's text into the current tab.
    event.preventDefault();
    event.stopPropagation();
    setDropping(false);
    const files = Array.from(event.dataTransfer.files);
    const added: EditorPasty[] = [];
    const skipped: string[] = [];
    for (const file of files) {
      if (form.pasties.length + added.length >= limits.pasties) {
        skipped.push(t("tooMany", { name: file.name, max: limits.pasties }));
        continue;
      }
      if (file.size > limits.contentBytes) {
        skipped.push(t("tooLarge", { name: file.name, max: size(limits.contentBytes) }));
        continue;
      }
      const content = await file.text();
      if (content.slice(0, 8000).includes("\u0000")) {
        skipped.push(t("notText", { name: file.name }));
        continue;
      }
      const language = languageForFilename(languages, file.name) ?? AUTODETECT_LANGUAGE;
      added.push({ key: newKey(), title: pastyTitleForFilename(file.name, limits.pastyTitle), content, language });
    }
    if (added.length > 0) {
      setForm((current) => {
        // An untouched single tab makes way for the files instead of staying empty.
        const untouched =
          current.pasties.length === 1 && current.pasties[0]!.content === "" && current.pasties[0]!.title === "" && !current.pasties[0]!.id;
        const pasties = untouched ? added : [...current.pasties, ...added];
        return { ...current, pasties, activeKey: added[0]!.key };
      });
      for (const pasty of added) if (pasty.language === AUTODETECT_LANGUAGE) onAutodetect(pasty.key);
      toast(added.length === 1 ? t("addedOne", { name: added[0]!.title }) : t("addedMany", { count: added.length }));
    }
    if (skipped.length > 0) toast(t("notAdded", { files: skipped.join(", ") }), "error");
  }

  return { dropping, onDragOver, onDragLeave, onDrop };
}
