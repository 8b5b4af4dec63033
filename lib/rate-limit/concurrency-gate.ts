import { AppError } from "../core/errors";
import { addressKey } from "../http/client-address";
import { currentClientAddress } from "../http/request-context";

// A bound on expensive work that anyone can ask for (key derivation, search): at most
// `concurrency` run at once and `queue` wait — beyond that 503, try again in a moment — and one
// client has at most `perClient` running or waiting (beyond that 429), so one client cannot fill
// the queue for everyone. Work for no client (a command, lib/ called directly) has only the
// overall bound. The client is the one of the current request (lib/http/request-context.ts).

export interface GateLimits {
  concurrency: number;
  queue: number;
  perClient: number;
}

export interface GateRefusals {
  /** Said with 503 when the queue is full. */
  busy: string;
  /** Said with 429 when the client has its share in flight. */
  tooMany: string;
}

export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perClient = new Map<string, number>();

  constructor(
    private readonly limits: () => GateLimits,
    private readonly refusals: GateRefusals,
  ) {}

  /** Work running now, and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const { concurrency, queue, perClient } = this.limits();
    const client = currentClientAddress();
    const clientKey = client ? addressKey(client) : null;
    const mine = clientKey ? (this.perClient.get(clientKey) ?? 0) : 0;
    if (clientKey && mine >= perClient) throw new AppError("rate_limited", this.refusals.tooMany, { "Retry-After": "1" });
    if (this.running >= concurrency && this.waiting.length >= queue) {
      throw new AppError("service_unavailable", this.refusals.busy, { "Retry-After": "1" });
    }
    if (clientKey) this.perClient.set(clientKey, mine + 1);
    try {
      if (this.running >= concurrency) await new Promise<void>((start) => this.waiting.push(start));
      this.running++;
      try {
        return await work();
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    } finally {
      if (clientKey) {
        const left = (this.perClient.get(clientKey) ?? 1) - 1;
        if (left > 0) this.perClient.set(clientKey, left);
        else this.perClient.delete(clientKey);
      }
    }
  }
}
