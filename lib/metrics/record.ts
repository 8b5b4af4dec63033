import { metricsSlot } from "./registry-slot";

// Recording without creating: code that runs in route bundles and domain code counts into the
// process's metrics when the server has set them up (lib/metrics/registry.ts), and does nothing
// otherwise, so none of it needs prom-client.

/** `budget` names a rate-limit budget (lib/rate-limit/limiter.ts), as the metric's label. */
export function countRateLimitRefusal(budget: string): void {
  metricsSlot.metrics?.rateLimitRejections.inc({ budget });
}

export function countExpirySweep(removed: number): void {
  metricsSlot.metrics?.expirySweeps.inc({ outcome: "ok" });
  if (removed > 0) metricsSlot.metrics?.expiredPastesDeleted.inc(removed);
}

export function countFailedExpirySweep(): void {
  metricsSlot.metrics?.expirySweeps.inc({ outcome: "failed" });
}

/** Where a rendering came from (lib/render/render.ts): see myst_renders_total. */
export function countRendering(source: "stored" | "rendered" | "busy" | "written"): void {
  metricsSlot.metrics?.renders.inc({ source });
}

/** What became of a page offered for rendering ahead of its first view: see myst_first_view_renders_total. */
export function countFirstViewRender(outcome: "rendered" | "full" | "busy" | "failed"): void {
  metricsSlot.metrics?.firstViews.inc({ outcome });
}

/** The caches whose hit rates myst_cache_lookups_total reports (docs/operate/caching.md). */
export type CacheName = "response" | "response-disk" | "render" | "read-body";

/** One lookup in `cache`: see myst_cache_lookups_total. */
export function countCacheLookup(cache: CacheName, hit: boolean): void {
  metricsSlot.metrics?.cacheLookups.inc({ cache, outcome: hit ? "hit" : "miss" });
}

/** A scheduled backup's outcome (lib/server/backup-schedule.ts), with the size of one written. */
export function countBackup(outcome: "written" | "skipped" | "failed", bytes?: number): void {
  const recorded = metricsSlot.metrics;
  recorded?.backups.inc({ outcome });
  if (recorded && outcome === "written" && bytes !== undefined) {
    recorded.backupLastSuccess.set(Date.now() / 1000);
    recorded.backupLastBytes.set(bytes);
  }
}
