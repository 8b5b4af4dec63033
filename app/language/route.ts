import { formAction } from "@/lib/auth/form-action";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { chooseLanguage } from "@/lib/settings/choose-language";

/** The footer's language switcher: a form post, answered with a 303 back to the page it came from. */
export const POST = formAction("/", async (form, request) => chooseLanguage(await resolveCaller(request), request, form));
