import type { Metadata } from "next";
import { env } from "@/lib/core/env";
import { serviceVersion } from "@/lib/core/meta";

export const metadata: Metadata = { title: "About" };

/** What this service is, how to run one, and the notice the footer's Legal link falls back to. */
export default function AboutPage() {
  const { SOURCE_URL, LEGAL_URL } = env();
  return (
    <article className="info-page" aria-labelledby="about-title">
      <h1 id="about-title">About Myst</h1>
      <p>
        Myst {serviceVersion} is a paste service compatible with PasteMyst: share code and text as pastes of several files, with history,
        tags, stars, encryption and an <a href="/api/docs">API</a> that PasteMyst clients (v1, v2 and v3) can use.
      </p>
      <h2 id="self-hosting">Source and self-hosting</h2>
      <p>
        Myst runs as one Node.js process with its own embedded PostgreSQL, or against a PostgreSQL server; its <a href="/docs">manual</a>,
        served by every instance, explains using, installing, configuring and running it.{" "}
        {SOURCE_URL ? (
          <>
            The source of this instance is at <a href={SOURCE_URL}>{SOURCE_URL}</a>.
          </>
        ) : (
          "Ask this instance's operator for its source."
        )}
      </p>
      <h2 id="legal">Legal</h2>
      {LEGAL_URL ? (
        <p>
          The terms and privacy notice of this instance are at <a href={LEGAL_URL}>{LEGAL_URL}</a>.
        </p>
      ) : (
        <p>
          This instance is run by its operator, who is responsible for what is stored here. It keeps what you paste, your account (username,
          password hash or login provider id, settings) and, for a while, request logs with addresses. It sets cookies only to keep you
          signed in, your settings and unlocked encrypted pastes. Encrypted pastes are stored encrypted with your password; without it
          nobody, the operator included, can read them.
        </p>
      )}
    </article>
  );
}
