import { getTranslations } from "next-intl/server";
import { type FormErrorCode, formErrorValues } from "@/lib/auth/form-errors";

/**
 * The reader's words for the error codes the sign-in and sign-up forms come back with
 * (lib/auth/form-errors.ts decides which codes are shown; the catalogue words them).
 */
export async function formErrorText(): Promise<(code: FormErrorCode | undefined) => string | undefined> {
  const t = await getTranslations("account.errors");
  return (code) => (code ? t(code, formErrorValues) : undefined);
}
