import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { logger } from "../core/logger";
import { type MystMetrics, metricsSlot } from "./registry-slot";

// The Prometheus metrics of one process, served at /metrics by the custom server. One per
// process (registry-slot.ts): the server creates them at start and the route bundles (which load
// their own copy of lib/) record into the same objects through lib/metrics/record.ts.

export type { MystMetrics };

/**
 * How the active-paste gauge counts: the pastes feature's query, handed over by the server at
 * start (metrics is platform and knows no feature).
 */
export function countActivePastesWith(count: () => Promise<number>): void {
  metricsSlot.countActivePastes = count;
}

export function metrics(): MystMetrics {
  metricsSlot.metrics ??= createMetrics();
  return metricsSlot.metrics;
}

function createMetrics(): MystMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "myst_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "myst_http_request_duration_seconds",
      help: "Time from receiving a request to finishing its answer, by route pattern and method.",
      labelNames: ["route", "method"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    activePastes: new Gauge({
      name: "myst_active_pastes",
      help: "Pastes that exist and have not expired (counted at scrape time).",
      registers,
      async collect() {
        const count = metricsSlot.countActivePastes;
        if (!count) return;
        try {
          this.set(await count());
        } catch (error) {
          // A scrape must still answer while the database is away; the gauge keeps its last value.
          logger().warn({ err: error }, "could not count active pastes for metrics");
        }
      },
    }),
    expirySweeps: new Counter({
      name: "myst_expiry_sweeps_total",
      help: "Runs of the expired-paste sweeper, by outcome (ok, failed).",
      labelNames: ["outcome"],
      registers,
    }),
    expiredPastesDeleted: new Counter({
      name: "myst_expired_pastes_deleted_total",
      help: "Expired pastes removed by the sweeper.",
      registers,
    }),
    rateLimitRejections: new Counter({
      name: "myst_rate_limit_rejections_total",
      help: "Requests refused with 429, by budget (read, write, miss, login-account, login-address).",
      labelNames: ["budget"],
      registers,
    }),
    renders: new Counter({
      name: "myst_renders_total",
      help:
        "Highlighted or Markdown texts shown by views and written by writes, by where the HTML came from: " +
        "stored (rendered when written), rendered (by the view), busy (shown plain: the machine was busy), written (rendered when written).",
      labelNames: ["source"],
      registers,
    }),
    firstViews: new Counter({
      name: "myst_first_view_renders_total",
      help:
        "Pages of versions just written, rendered ahead of their first reader (lib/server/first-views.ts), by outcome: " +
        "rendered, full (the queue was full), busy (pages or highlighting were waiting), failed.",
      labelNames: ["outcome"],
      registers,
    }),
    cacheLookups: new Counter({
      name: "myst_cache_lookups_total",
      help:
        "Lookups in the caches CACHE_MEMORY_MB sizes, by cache (response, response-disk: asked when the response cache's memory misses, " +
        "render, read-body) and outcome (hit, miss): whether each cache's budget pays for itself.",
      labelNames: ["cache", "outcome"],
      registers,
    }),
    backups: new Counter({
      name: "myst_backups_total",
      help: "Scheduled backups (BACKUP_SCHEDULE), by outcome: written, skipped (another instance on the same database made it), failed.",
      labelNames: ["outcome"],
      registers,
    }),
    backupLastSuccess: new Gauge({
      name: "myst_backup_last_success_timestamp_seconds",
      help: "When this instance last wrote a scheduled backup (Unix time); 0 before its first.",
      registers,
    }),
    backupLastBytes: new Gauge({
      name: "myst_backup_last_size_bytes",
      help: "The size of the last scheduled backup this instance wrote.",
      registers,
    }),
  };
}
