import type { ReactNode } from "react";
import "./auth.css";

/** The centred card every sign-in page is built in. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-shell">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
