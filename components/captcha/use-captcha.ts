"use client";

import type { Challenge, Solution } from "altcha-lib";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { encodePayload } from "@/lib/captcha/payload";

// The captcha of a visitor's create or report (lib/captcha, CAPTCHA): a challenge is fetched and
// solved on a worker as soon as the form is there, while the visitor types, so sending it seldom
// waits; a send that comes first waits for it. Each solution is sent once (the server remembers
// it), so taking one starts the next in the background, for a retry after a refusal.

interface Solved {
  header: string;
  /** When the server stops taking it (ms). */
  expiresAtMs: number;
}

/** A solution older than this is replaced before it is sent, rather than refused as expired. */
const FRESH_FOR_MS = 30_000;

/** What a send says when the browser could not solve its challenge, in the reader's words. */
export function useCaptchaUnsolved(): string {
  return useTranslations("account.captcha")("unsolved");
}

// Why a solve failed, for the send that waited on it: it shows useCaptchaUnsolved()'s words.
const UNSOLVED = "the captcha's challenge was not solved";

/**
 * `required`: the server asks this visitor (a signed-out one, with CAPTCHA on); `early`: solve
 * one at once (a form being filled), else only when a send asks (a button: readers who never
 * press it spend nothing). Returns the function that gives the headers of one send: `{}` when
 * none is asked, else X-Captcha.
 */
export function useCaptcha(required: boolean, { early = true }: { early?: boolean } = {}): () => Promise<Record<string, string>> {
  const next = useRef<Promise<Solved> | null>(null);
  const workers = useRef(new Set<Worker>());

  const solveOne = useCallback(async (): Promise<Solved> => {
    const answer = await fetch("/api/v3/captcha", { cache: "no-store" });
    if (!answer.ok) throw new Error(UNSOLVED);
    const challenge = (await answer.json()) as Challenge;
    // A worker of its own for each challenge: solves never share one's messages, and it ends with them.
    const solver = new Worker(new URL("./captcha.worker.ts", import.meta.url), { type: "module" });
    workers.current.add(solver);
    const solution = await new Promise<Solution | null>((resolve) => {
      solver.onmessage = (event: MessageEvent<Solution | null>) => resolve(event.data);
      solver.onerror = () => resolve(null);
      solver.postMessage(challenge);
    });
    solver.terminate();
    workers.current.delete(solver);
    if (!solution) throw new Error(UNSOLVED);
    return { header: encodePayload(challenge, solution), expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000 };
  }, []);

  const startNext = useCallback(() => {
    const solving = solveOne();
    // Looked at when taken; a failure in the background is not an unhandled rejection.
    solving.catch(() => undefined);
    next.current = solving;
    return solving;
  }, [solveOne]);

  useEffect(() => {
    if (!required) return;
    if (early) void startNext();
    const running = workers.current;
    return () => {
      for (const solver of running) solver.terminate();
      running.clear();
      next.current = null;
    };
  }, [required, early, startNext]);

  return useCallback(async (): Promise<Record<string, string>> => {
    if (!required) return {};
    let solved = await (next.current ?? startNext()).catch(() => startNext());
    if (solved.expiresAtMs - Date.now() < FRESH_FOR_MS) solved = await startNext();
    if (early) void startNext();
    else next.current = null;
    return { "X-Captcha": solved.header };
  }, [required, early, startNext]);
}

/** How many times a send refused as `outdated` goes again (sendWithCaptcha). */
const OUTDATED_RESENDS = 2;

/**
 * Sends with the headers `captchaHeaders` gives (useCaptcha's function), or answers "unsolved"
 * when the browser could not solve a challenge. A challenge solved ahead, before the address's
 * latest writes, may ask less work than the address must do now: the server refuses it as
 * `outdated` before anything is written, and the send goes again with the next challenge,
 * fetched since, so the writer never sees that refusal.
 */
export async function sendWithCaptcha(
  captchaHeaders: () => Promise<Record<string, string>>,
  send: (headers: Record<string, string>) => Promise<Response>,
): Promise<Response | "unsolved"> {
  for (let resends = 0; ; resends++) {
    const headers = await captchaHeaders().catch(() => null);
    if (!headers) return "unsolved";
    const answer = await send(headers);
    if (resends === OUTDATED_RESENDS || !(await refusedAsOutdated(answer))) return answer;
  }
}

async function refusedAsOutdated(answer: Response): Promise<boolean> {
  if (answer.status !== 403) return false;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { captcha?: unknown } | null;
  return body?.captcha === "outdated";
}
