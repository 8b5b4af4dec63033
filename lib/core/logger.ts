import pino from "pino";
import { env } from "./env";
import { processSingleton } from "./process-state";

type Logger = pino.Logger;

/** The process-wide JSON logger; secrets are redacted by key wherever they appear. */
export function logger(): Logger {
  return processSingleton("logger", () =>
    pino({
      level: env().LOG_LEVEL,
      base: undefined,
      redact: {
        paths: ["authorization", "*.authorization", "*.password", "*.token", "*.encryptionKey", "*.cookie"],
        censor: "[redacted]",
      },
    }),
  );
}
