"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LoginMethod } from "@/lib/auth/providers";

// next-auth starts the provider exchange with a POST carrying its CSRF token, which its client
// helper fetches; afterwards the browser lands on /auth/provider/complete.
export function ProviderButtons({ methods, completePath }: { methods: LoginMethod[]; completePath: string }) {
  const t = useTranslations("account.signIn");
  const [pending, setPending] = useState<string | null>(null);
  if (methods.length === 0) return null;
  return (
    <ul className="provider-list">
      {methods.map((method) => (
        <li key={method.id}>
          <button
            type="button"
            className="btn"
            disabled={pending !== null}
            aria-busy={pending === method.id}
            onClick={() => {
              setPending(method.id);
              void signIn(method.id, { callbackUrl: completePath });
            }}
          >
            <span className="provider-icon" aria-hidden="true">
              {method.name.slice(0, 1).toUpperCase()}
            </span>
            {t("withProvider", { name: method.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}
