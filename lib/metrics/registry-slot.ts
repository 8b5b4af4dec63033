import type { Counter, Gauge, Histogram, Registry } from "prom-client";

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
}

export const metricsSlot = globalThis as typeof globalThis & { __mystMetrics?: MystMetrics };
