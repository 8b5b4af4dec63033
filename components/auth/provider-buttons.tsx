"use client";

import { signIn } from "next-auth/react";
import type { LoginMethod } from "@/lib/auth/providers";

// next-auth starts the provider exchange with a POST carrying its CSRF token, which its client
// helper fetches; afterwards the browser lands on /auth/provider/complete.
export function ProviderButtons({ methods, completePath }: { methods: LoginMethod[]; completePath: string }) {
  if (methods.length === 0) return null;
  return (
    <ul className="provider-list">
      {methods.map((method) => (
        <li key={method.id}>
          <button type="button" onClick={() => void signIn(method.id, { callbackUrl: completePath })}>
            Sign in with {method.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
