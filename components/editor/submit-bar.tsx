import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import { ExpiryField } from "./paste-meta-fields";

interface SubmitBarProps {
  mode: "create" | "edit";
  pasteId?: string;
  expiresIn: string;
  expiresInValues: readonly string[];
  expiresInError?: string;
  onExpiresIn: (expiresIn: string) => void;
  /** "Create paste", "Saving…": what the button does now. */
  label: string;
  disabled: boolean;
}

/**
 * The bar stuck to the window's bottom (editor.css .paste-actions): a new paste's expiry, the
 * submit button and its shortcut, and Cancel back to the paste being edited.
 */
export function SubmitBar({ mode, pasteId, expiresIn, expiresInValues, expiresInError, onExpiresIn, label, disabled }: SubmitBarProps) {
  const t = useTranslations("editor.submit");
  return (
    <div className="paste-actions">
      {mode === "create" ? (
        <ExpiryField expiresIn={expiresIn} values={expiresInValues} error={expiresInError} onExpiresIn={onExpiresIn} />
      ) : null}
      <Button type="submit" variant="primary" disabled={disabled} aria-describedby="paste-submit-hint">
        {label}
      </Button>
      <span className="hint" id="paste-submit-hint">
        {t.rich("shortcut", { kbd: (chunks) => <kbd translate="no">{chunks}</kbd> })}
      </span>
      {mode === "edit" && pasteId ? (
        <ButtonLink href={`/${encodeURIComponent(pasteId)}`} variant="ghost">
          {t("cancel")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
