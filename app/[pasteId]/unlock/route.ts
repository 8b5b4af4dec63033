import { redirect, tooManyAttempts } from "@/lib/auth/form-action";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { AppError } from "@/lib/core/errors";
import { readBodyText } from "@/lib/http/body";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { unlockPaste, unlockReturnPath } from "@/lib/pastes/unlock";
import { assertFormAllowed } from "@/lib/rate-limit/requests";
import { requestClientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

const MAX_FORM_BYTES = 8 * 1024;

/**
 * The password form of an encrypted paste (works without JavaScript): 303 back to the paste, or
 * to the page of it the form came from (edit, a history version or diff).
 */
export async function POST(request: Request, { params }: { params: Promise<Record<string, string | string[]>> }) {
  const { pasteId } = pasteIdParamsSchema.parse(await params);
  let page = unlockReturnPath(pasteId, null);
  try {
    await assertFormAllowed(request);
    const form = new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES));
    page = unlockReturnPath(pasteId, form.get("returnTo"));
    const password = form.get("password") ?? "";
    const origin = { clientAddress: requestClientAddress(request) };
    const cookie = await unlockPaste(await resolveCaller(request), pasteId, password, origin);
    return redirect({ location: page, cookies: [cookie] });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return tooManyAttempts(error, page);
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return redirect({ location: error.status === 400 ? `${page}?unlock=failed` : page });
  }
}
