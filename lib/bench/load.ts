import autocannon from "autocannon";
import type { Scenario } from "./scenarios";

// Drives one scenario with autocannon: a warm-up that is thrown away, then the measured run.

export interface LoadResult {
  requestsPerSecond: number;
  /** Whole milliseconds (autocannon's resolution). */
  p50: number;
  p99: number;
  /** Responses with a status outside the scenario's expected ones, plus socket errors and timeouts. */
  errors: number;
  /** Count per status code, for the report's detail. */
  statuses: Record<string, number>;
  total: number;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export async function runLoad(scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration,
      timeout: 10,
      requests: [
        {
          method: scenario.method,
          setupRequest: (request) => {
            const shape = scenario.next();
            return { ...request, path: shape.path, headers: { ...request.headers, ...shape.headers }, body: shape.body };
          },
          ...(scenario.onBody ? { onResponse: (_status: number, body: string) => scenario.onBody!(body) } : {}),
        },
      ],
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.seconds);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  const expected = scenario.expect.reduce((sum, status) => sum + (statuses[String(status)] ?? 0), 0);
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: answered - expected + result.errors + result.timeouts,
    statuses,
    total: answered,
  };
}
