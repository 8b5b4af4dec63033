import { useTranslations } from "next-intl";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { COMMENT_BODY_MAX } from "@/lib/comments/limits";

interface CommentBodyFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

/** The Markdown text of a comment, in the new-comment and edit forms. */
export function CommentBodyField({ id, value, onChange, error, autoFocus }: CommentBodyFieldProps) {
  const t = useTranslations("reader.comments");
  return (
    <Field label={t("comment")} htmlFor={id} hint={t("markdown")} error={error}>
      <textarea
        id={id}
        className="textarea comment-textarea"
        rows={4}
        maxLength={COMMENT_BODY_MAX}
        required
        value={value}
        autoFocus={autoFocus}
        aria-describedby={fieldDescriptionIds(id, { hint: true, error })}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
