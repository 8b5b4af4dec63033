import type { Counter, Gauge, Histogram, Registry } from "prom-client";
import { processSingleton } from "../core/process-state";

// Where the process's metrics live (see registry.ts); type-only imports, so the recording side
// (record.ts) pulls no prom-client into the route bundles.

export interface MystMetrics {
  registry: Registry;
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method">;
  activePastes: Gauge;
  expirySweeps: Counter<"outcome">;
  expiredPastesDeleted: Counter;
  rateLimitRejections: Counter<"budget">;
  renders: Counter<"source">;
  firstViews: Counter<"outcome">;
  cacheLookups: Counter<"cache" | "outcome">;
  backups: Counter<"outcome">;
  backupLastSuccess: Gauge;
  backupLastBytes: Gauge;
}

/** The process's metrics once the server has created them (lib/core/process-state.ts). */
export const metricsSlot = processSingleton("metrics", () => ({
  metrics: undefined as MystMetrics | undefined,
  /** How the active-paste gauge counts, handed over by the server at start (registry.ts). */
  countActivePastes: undefined as (() => Promise<number>) | undefined,
}));
