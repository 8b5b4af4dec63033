import { database } from "./client";

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseIsHealthy(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = database().prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
