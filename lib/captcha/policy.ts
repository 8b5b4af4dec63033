import type { InstanceSettings } from "../instance-settings/definitions";
import { instanceSettings } from "../instance-settings/resolver";

// Who is asked to solve a challenge (CAPTCHA, or an admin's override of it: lib/instance-settings;
// docs/operate/captcha.md). The v3 API's creates and
// reports, which the editor and the report dialog use, ask anonymous callers from `anonymous` on.
// The plain doors, whose clients cannot solve one (PasteMyst's v2 and v1 clients, curl's POST /,
// Gist clients), only under `all`: below it they keep their exact answers and are held by the rate
// limits alone. A signed-in user or an access token is never asked.

/** `v3`: a create or report of Myst's own API; `plain`: one of the doors for existing clients. */
export type CaptchaDoor = "v3" | "plain";

export async function captchaRequired(door: CaptchaDoor, anonymous: boolean): Promise<boolean> {
  return captchaRequiredUnder((await instanceSettings()).captcha, door, anonymous);
}

/** The rule under `mode`, for a component that cannot wait (it takes currentInstanceSettings()). */
export function captchaRequiredUnder(mode: InstanceSettings["captcha"], door: CaptchaDoor, anonymous: boolean): boolean {
  if (!anonymous || mode === "off") return false;
  return door === "v3" || mode === "all";
}
