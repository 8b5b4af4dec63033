"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { byteSize } from "@/lib/i18n/byte-size";
import { useApiRequest } from "./save-settings";

const ACCEPTED = "image/png,image/jpeg,image/gif,image/webp";

/** Pick an image, see it as the avatar will look, then upload it (the server re-encodes it). */
export function AvatarForm({ username, avatarId, maxBytes }: { username: string; avatarId: string | null; maxBytes: number }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings");
  const units = useTranslations("site.units");
  const maxSize = byteSize(maxBytes, units);
  const router = useRouter();
  const toast = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after an upload or a cancel.
  const [inputKey, setInputKey] = useState(0);

  // The preview's object URL is released when it is replaced and when the form goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function selectFile(chosen: File | null) {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  }

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return selectFile(null);
    if (!ACCEPTED.split(",").includes(chosen.type)) {
      selectFile(null);
      return setError(t("avatar.wrongType"));
    }
    if (chosen.size > maxBytes) {
      selectFile(null);
      return setError(t("avatar.tooLarge", { size: maxSize }));
    }
    selectFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    const form = new FormData();
    form.append("file", file);
    const result = await apiRequest<{ avatarId: string }>("/api/v3/settings/avatar", { method: "PATCH", body: form });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    selectFile(null);
    setInputKey((key) => key + 1);
    toast(t("avatar.updated"));
    router.refresh();
  }

  return (
    <div className="avatar-form">
      <div className="avatar-preview" data-testid="avatar-preview">
        {preview ? (
          // A local object URL of the chosen file: nothing to optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={t("avatar.preview")} width={96} height={96} className="avatar" />
        ) : (
          <Avatar avatarId={avatarId} username={username} size={96} />
        )}
      </div>
      <div className="avatar-controls">
        <label className="field-label" htmlFor={inputId}>
          {t("avatar.new")}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={ACCEPTED}
          className="file-input"
          onChange={(event) => choose(event.target.files?.[0])}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        />
        <p className="hint" id={`${inputId}-hint`}>
          {t("avatar.hint", { size: maxSize })}
        </p>
        <FormError id={`${inputId}-error`} message={error} />
        <div className="settings-actions">
          <Button variant="primary" onClick={upload} disabled={!file || busy}>
            {busy ? t("avatar.uploading") : t("avatar.upload")}
          </Button>
          {file ? (
            <Button
              variant="ghost"
              onClick={() => {
                selectFile(null);
                setInputKey((key) => key + 1);
              }}
              disabled={busy}
            >
              {t("common.cancel")}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
