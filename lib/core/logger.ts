import pino from "pino";
import { env } from "./env";

type Logger = pino.Logger;
const slot = globalThis as typeof globalThis & { __mystLogger?: Logger };

/** The process-wide JSON logger; secrets are redacted by key wherever they appear. */
export function logger(): Logger {
  slot.__mystLogger ??= pino({
    level: env().LOG_LEVEL,
    base: undefined,
    redact: {
      paths: ["authorization", "*.authorization", "*.password", "*.token", "*.encryptionKey", "*.cookie"],
      censor: "[redacted]",
    },
  });
  return slot.__mystLogger;
}
