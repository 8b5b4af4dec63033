import { redirect, tooManyAttempts } from "@/lib/auth/form-action";
import { AppError } from "@/lib/core/errors";
import { readBodyText } from "@/lib/http/body";
import { assertFormAllowed } from "@/lib/rate-limit/requests";
import { requestClientAddress } from "@/lib/http/client-address";
import { unlockSharedPaste } from "@/lib/share-links/http";
import { sharePath } from "@/lib/share-links/mutations";
import { secretParamsSchema } from "@/lib/share-links/schema";

export const dynamic = "force-dynamic";

const MAX_FORM_BYTES = 8 * 1024;

/** The password form of an encrypted paste opened through a share link: 303 back to the link. */
export async function POST(request: Request, { params }: { params: Promise<Record<string, string | string[]>> }) {
  const { secret } = secretParamsSchema.parse(await params);
  const page = sharePath(secret);
  try {
    await assertFormAllowed(request);
    const form = new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES));
    const cookie = await unlockSharedPaste(secret, form.get("password") ?? "", { clientAddress: requestClientAddress(request) });
    return redirect({ location: page, cookies: [cookie] });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return tooManyAttempts(error, page);
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return redirect({ location: error.status === 400 ? `${page}?unlock=failed` : page });
  }
}
