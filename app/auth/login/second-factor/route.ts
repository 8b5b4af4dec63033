import { formAction } from "@/lib/auth/form-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { passSecondStep } from "@/lib/auth/second-factor/second-step";
import { signInOrigin } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = formAction("/login/second-factor", async (form, request) =>
  passSecondStep(
    request.headers.get("cookie"),
    form.code ?? "",
    signInOrigin(request, requestClientAddress(request)),
    safeNextPath(form.next),
  ),
);
