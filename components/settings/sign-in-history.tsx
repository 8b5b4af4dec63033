import { useLocale, useTranslations } from "next-intl";
import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SignInEntry } from "@/lib/auth/sign-in-history";
import { useDeviceName } from "./device-name";

// The providers keep their own names in every language; the catalogue words the rest.
const PROVIDERS: Record<string, string> = { github: "GitHub", gitlab: "GitLab", oidc: "OpenID Connect" };
const WORDED_METHODS = new Set(["password", "passkey"]);
const WORDED_FACTORS = new Set(["totp", "recovery_code", "passkey"]);

export function SignInHistory({ signIns }: { signIns: SignInEntry[] }) {
  const t = useTranslations("settings.signIns");
  const common = useTranslations("settings.common");
  const locale = useLocale();
  const deviceName = useDeviceName();
  if (signIns.length === 0) return <p className="empty-state">{t("none")}</p>;
  const methodName = (method: string) =>
    WORDED_METHODS.has(method) ? t(`methods.${method as "password" | "passkey"}`) : (PROVIDERS[method] ?? method);
  const factorName = (factor: string) =>
    WORDED_FACTORS.has(factor) ? t(`factors.${factor as "totp" | "recovery_code" | "passkey"}`) : factor;
  return (
    <ScrollingTable label={t("label")} testId="sign-in-table" columns={[t("when"), t("how"), t("address"), t("device"), t("result")]}>
      {signIns.map((signIn, index) => (
        <tr key={`${signIn.at.toISOString()}-${index}`} data-testid="sign-in-row">
          <td>
            <RelativeTime date={signIn.at} locale={locale} />
          </td>
          <td>
            {/* A passkey alone is both factors at once. */}
            {signIn.secondFactor && signIn.method !== signIn.secondFactor
              ? t("withSecondFactor", { method: methodName(signIn.method), factor: factorName(signIn.secondFactor) })
              : methodName(signIn.method)}
          </td>
          <td>{signIn.clientAddress || <span className="muted">{common("unknown")}</span>}</td>
          <td>{deviceName(signIn.userAgent).node}</td>
          <td>{signIn.succeeded ? t("succeeded") : <strong>{t("wrongSecondFactor")}</strong>}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
