"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { SecretFinding } from "@/lib/secrets/scan.mjs";

// Scans the pasties for secrets as they are typed (debounced) in a Web Worker, and on demand
// before publishing. Findings are kept with the content they were found in: their offsets are
// only good for that text.

const SCAN_DELAY_MS = 400;

export interface ScannedPasty {
  content: string;
  findings: SecretFinding[];
}

interface Pending {
  resolve: (findings: SecretFinding[]) => void;
}

export function useSecretScan(pasties: readonly { key: string; content: string }[]) {
  const [scanned, setScanned] = useState<ReadonlyMap<string, ScannedPasty>>(new Map());
  // What scanAll compares with, without being remade (and rescheduling the scan) on every result.
  const scannedRef = useRef(scanned);
  useEffect(() => {
    scannedRef.current = scanned;
  }, [scanned]);
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(0);

  useEffect(() => {
    let started: Worker | null = null;
    try {
      started = new Worker(new URL("./secret-scan.worker.ts", import.meta.url), { type: "module" });
      started.onmessage = (event: MessageEvent<{ id: number; findings: SecretFinding[] }>) => {
        pending.current.get(event.data.id)?.resolve(event.data.findings);
        pending.current.delete(event.data.id);
      };
      worker.current = started;
    } catch {
      // No workers here: no marks while typing; the server still answers with what it finds.
    }
    const waiting = pending.current;
    return () => {
      started?.terminate();
      worker.current = null;
      for (const entry of waiting.values()) entry.resolve([]);
      waiting.clear();
    };
  }, []);

  const scanText = useCallback((text: string): Promise<SecretFinding[]> => {
    const current = worker.current;
    if (!current || text === "") return Promise.resolve([]);
    const id = nextId.current++;
    return new Promise((resolve) => {
      pending.current.set(id, { resolve });
      current.postMessage({ id, text });
    });
  }, []);

  /** The findings of every pasty as it is now (scanning those not scanned yet). */
  const scanAll = useCallback(
    async (current: readonly { key: string; content: string }[]): Promise<Map<string, ScannedPasty>> => {
      const results = await Promise.all(
        current.map(async (pasty) => {
          const known = scannedRef.current.get(pasty.key);
          const findings = known?.content === pasty.content ? known.findings : await scanText(pasty.content);
          return [pasty.key, { content: pasty.content, findings }] as const;
        }),
      );
      const next = new Map(results);
      setScanned(next);
      return next;
    },
    [scanText],
  );

  useEffect(() => {
    const timer = setTimeout(() => void scanAll(pasties), SCAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pasties, scanAll]);

  return { scanned, scanAll };
}
