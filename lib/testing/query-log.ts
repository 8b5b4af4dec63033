import { database, setDatabase } from "../db/client";
import type { Database } from "../db/engines";
import { type QueryLog, withQueryLog } from "../db/query-counter";

export interface InstalledQueryLog {
  /** Every statement the application sends from now on, with the rows answered. */
  log: QueryLog;
  /** The database as it was, for work the log should not see. */
  original: Database;
  /** Puts the original back (a test file's afterAll). */
  uninstall(): Promise<void>;
}

/**
 * Routes the application's statements through a logged copy of the database: called in a test
 * file's beforeAll once its fixtures are written, so the log holds only what the tests do.
 */
export function installQueryLog(): InstalledQueryLog {
  const original = database();
  const { database: counted, log } = withQueryLog(original);
  setDatabase(counted);
  return {
    log,
    original,
    async uninstall() {
      setDatabase(original);
      await counted.close();
    },
  };
}
