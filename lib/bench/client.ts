import { Agent, request as httpRequest } from "node:http";

// A plain keep-alive HTTP client for the measurements autocannon is too coarse for (it keeps
// whole milliseconds): one request at a time, timed with performance.now().

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: number[], errors = 0): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    count: samples.length,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
  };
}

export interface SequentialRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends requests one after another for `seconds` (after `warmupSeconds` unmeasured). */
export async function sequentialLatency(next: () => SequentialRequest, seconds: number, warmupSeconds = 1): Promise<LatencySummary> {
  const samples: number[] = [];
  let errors = 0;
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  while (performance.now() < warmupEnd) {
    const spec = next();
    await request(spec.url, spec).catch(() => undefined);
  }
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const spec = next();
    try {
      const answer = await request(spec.url, spec);
      if (answer.status >= 400) errors++;
      samples.push(answer.ms);
    } catch {
      errors++;
    }
  }
  return summarize(samples, errors);
}
