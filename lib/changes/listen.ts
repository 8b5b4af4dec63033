import pg from "pg";
import { logger } from "../core/logger";
import { CHANGES_CHANNEL, changeFromAnotherInstance, notifyLocally } from "./announce";

// Hears the changes other instances announce (PostgreSQL NOTIFY on CHANGES_CHANNEL) on a
// connection of its own, and tells this process's listeners (its own announcements come back on
// it too, and are left out: they were heard at once, announce.ts). A lost connection is opened again
// after a second; changes missed meanwhile only age out of caches (RESPONSE_CACHE_TTL_SECONDS),
// so every cache is emptied when the connection comes back.

const RETRY_MS = 1000;

export function listenForChanges(connectionString: string): () => Promise<void> {
  const log = logger();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      try {
        const change = changeFromAnotherInstance(message.payload);
        if (change) notifyLocally(change);
      } catch (error) {
        log.warn({ err: error }, "ignored a malformed change notification");
      }
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "the change notification connection failed; reconnecting");
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      if (everConnected) notifyLocally({ everything: true });
      everConnected = true;
    } catch (error) {
      log.warn({ err: error }, "could not listen for other instances' changes; retrying");
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RETRY_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
