import type { ServerResponse } from "node:http";

// The content coding of answers the custom server makes itself (the response cache's), chosen as
// the compression middleware chooses for Next.js's: by the client's q-values, `gzip;q=0` (or
// `*;q=0` without a gzip entry) meaning "never gzip" (RFC 9110 12.5.3).

/** Whether `accepted` (an Accept-Encoding header) lets gzip be sent. */
export function acceptsGzip(accepted: string | undefined): boolean {
  if (!accepted) return false;
  let wildcard: number | undefined;
  for (const entry of accepted.split(",")) {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = qualityOf(parameters);
    if (coding === "gzip" || coding === "x-gzip") return q > 0;
    if (coding === "*") wildcard = q;
  }
  return wildcard !== undefined && wildcard > 0;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
  if (q === undefined) return 1;
  const value = Number(q.slice(q.indexOf("=") + 1).trim());
  return Number.isFinite(value) ? value : 0;
}

/** Adds `name` to the answer's Vary unless it names it already (or `*`): each header once. */
export function addVary(res: ServerResponse, name: string): void {
  const current = res.getHeader("Vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === "*" || part.toLowerCase() === name.toLowerCase())) return;
  res.setHeader("Vary", [...names, name].join(", "));
}
