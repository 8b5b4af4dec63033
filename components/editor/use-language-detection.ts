"use client";

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { AUTODETECT_LANGUAGE } from "@/lib/editor/languages";
import type { EditorPasty } from "@/lib/editor/request";
import type { FormState } from "./form-state";

// Autodetect while writing: the pasty's language is asked of the server a moment after the
// content changes (sooner after a paste), and only the latest answer for a pasty counts.

export const PASTE_DETECT_DELAY_MS = 300;
export const TYPING_DETECT_DELAY_MS = 1200;
const DETECT_SAMPLE_CHARS = 50_000;
const MIN_DETECTABLE_LENGTH = 20;

export function useLanguageDetection(formRef: RefObject<FormState>, updatePasty: (key: string, patch: Partial<EditorPasty>) => void) {
  const [detecting, setDetecting] = useState<ReadonlySet<string>>(new Set());
  const detectTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const detectRuns = useRef(new Map<string, number>());

  const detect = useCallback(
    async (key: string) => {
      const pasty = formRef.current.pasties.find((candidate) => candidate.key === key);
      if (!pasty || pasty.language !== AUTODETECT_LANGUAGE) return;
      // Detection is the server's: the text of a paste to be end-to-end encrypted is not sent.
      if (formRef.current.endToEnd) return;
      if (pasty.content.trim().length < MIN_DETECTABLE_LENGTH) {
        updatePasty(key, { detected: null });
        return;
      }
      const run = (detectRuns.current.get(key) ?? 0) + 1;
      detectRuns.current.set(key, run);
      setDetecting((current) => new Set(current).add(key));
      try {
        const response = await fetch("/api/v3/langs/autodetect", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(pasty.content.slice(0, DETECT_SAMPLE_CHARS)),
        });
        if (!response.ok) return;
        const language = (await response.json()) as { name?: string };
        const still = formRef.current.pasties.find((candidate) => candidate.key === key);
        if (detectRuns.current.get(key) === run && still?.language === AUTODETECT_LANGUAGE && typeof language.name === "string") {
          updatePasty(key, { detected: language.name });
        }
      } catch {
        // Offline or refused: the server detects the language on save instead.
      } finally {
        if (detectRuns.current.get(key) === run) {
          setDetecting((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }
      }
    },
    [formRef, updatePasty],
  );

  /** Detects the pasty's language after `delay` ms, replacing a detection still waiting. */
  const scheduleDetect = useCallback(
    (key: string, delay: number) => {
      const timers = detectTimers.current;
      const pending = timers.get(key);
      if (pending) clearTimeout(pending);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          void detect(key);
        }, delay),
      );
    },
    [detect],
  );

  useEffect(() => {
    const timers = detectTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  return { detecting, scheduleDetect };
}
