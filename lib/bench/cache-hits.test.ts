import { describe, expect, it } from "vitest";
import { hitRate, lookupsBetween, parseCacheLookups } from "./cache-hits";

// The benchmark's cache hit rates come from the server's Prometheus text: a format change that
// stops the lines from being read must show, not turn every rate into "—".

const scrape = (responseHits: number) =>
  [
    "# HELP myst_cache_lookups_total Lookups in the caches",
    "# TYPE myst_cache_lookups_total counter",
    `myst_cache_lookups_total{outcome="hit",cache="response"} ${responseHits}`,
    'myst_cache_lookups_total{cache="response",outcome="miss"} 10',
    'myst_cache_lookups_total{cache="render",outcome="miss"} 3',
    'myst_http_requests_total{route="/",method="GET",status="200"} 99',
  ].join("\n");

describe("cache hit rates from /metrics", () => {
  it("reads each cache's hits and misses, and zero for a cache never asked", () => {
    const counts = parseCacheLookups(scrape(30));
    expect(counts.response).toEqual({ hits: 30, misses: 10 });
    expect(counts.render).toEqual({ hits: 0, misses: 3 });
    expect(counts["read-body"]).toEqual({ hits: 0, misses: 0 });
  });

  it("says what one scenario added, as a share of its lookups", () => {
    const between = lookupsBetween(parseCacheLookups(scrape(30)), parseCacheLookups(scrape(1_230)));
    expect(between.response).toEqual({ hits: 1_200, misses: 0 });
    expect(hitRate(between.response)).toBe("100 % of 1,200");
    expect(hitRate(between["read-body"])).toBe("—");
  });
});
