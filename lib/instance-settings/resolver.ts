import { onChange } from "../changes/announce";
import { env } from "../core/env";
import { logger } from "../core/logger";
import { processSingleton } from "../core/process-state";
import { type InstanceSettings, isSettingKey, parseSettingValue, settingsFromEnvironment } from "./definitions";
import { readOverrides, type StoredOverride } from "./queries";

// The effective instance settings: an admin's override where one is set, else the environment's
// value. Every reader of these settings asks here, never env() for them.
//
// Each process keeps what it read for at most RESOLVER_MAX_AGE_MS, one statement per period
// however many requests ask. A change announces itself (mutations.ts); this process and every
// other instance on the same PostgreSQL (through LISTEN/NOTIFY, lib/changes/listen.ts) read again
// at once when they hear it, and the age bound holds where a notification is lost. Readers that
// can wait ask `instanceSettings()`, which reads again when the kept settings are older than the
// bound; the few that cannot (a component rendering, a check on the server's hot path) take
// `currentInstanceSettings()`, the kept ones, which starts that read for the next asker.

export const RESOLVER_MAX_AGE_MS = 500;

export interface SettingsResolver {
  /** The settings, read again first when the kept ones are older than the bound. */
  settings(): Promise<InstanceSettings>;
  /** The kept settings at once (the environment's before the first read), a read begun when they are old. */
  current(): InstanceSettings;
  /** Reads the overrides now, whatever the age of the kept ones. */
  reload(): Promise<InstanceSettings>;
}

interface ResolverOptions {
  defaults: () => InstanceSettings;
  load: () => Promise<StoredOverride[]>;
  maxAgeMs?: number;
  now?: () => number;
}

/** A resolver over `load`; the process has one (below), tests make their own to play two instances. */
export function settingsResolver({ defaults, load, maxAgeMs = RESOLVER_MAX_AGE_MS, now = Date.now }: ResolverOptions): SettingsResolver {
  const kept = { value: defaults(), readAt: -Infinity, reading: undefined as Promise<InstanceSettings> | undefined, generation: 0 };

  function reload(): Promise<InstanceSettings> {
    // A read begun before the latest request to reload might miss the change: each call reads anew.
    const generation = ++kept.generation;
    const startedAt = now();
    const reading = load()
      .then((overrides) => {
        const value = applyOverrides(defaults(), overrides);
        if (generation === kept.generation) Object.assign(kept, { value, readAt: startedAt, reading: undefined });
        return value;
      })
      .catch((error: unknown) => {
        // The database is away: the kept settings hold, and the next period tries again.
        logger().warn({ err: error }, "could not read the instance settings; keeping the ones read before");
        if (generation === kept.generation) Object.assign(kept, { readAt: startedAt, reading: undefined });
        return kept.value;
      });
    kept.reading = reading;
    return reading;
  }

  const isOld = () => now() - kept.readAt >= maxAgeMs;

  return {
    settings: () => (isOld() ? (kept.reading ?? reload()) : Promise.resolve(kept.value)),
    current() {
      if (isOld() && !kept.reading) void reload();
      return kept.value;
    },
    reload,
  };
}

/** The overrides that are valid today over the defaults; one no longer valid (a bound tightened since) is left out and logged. */
export function applyOverrides(defaults: InstanceSettings, overrides: StoredOverride[]): InstanceSettings {
  const settings: Record<string, unknown> = { ...defaults };
  for (const override of overrides) {
    if (!isSettingKey(override.key)) continue;
    const parsed = parseSettingValue(override.key, override.value);
    if (parsed.ok) settings[override.key] = parsed.value;
    else logger().warn({ key: override.key }, `ignoring the instance setting's override: ${parsed.message}`);
  }
  return settings as InstanceSettings;
}

// One per process, both copies of lib/ sharing it (docs/develop/architecture.md, "Process state").
const processResolver = () =>
  processSingleton("instanceSettings", () => {
    const resolver = settingsResolver({ defaults: () => settingsFromEnvironment(env()), load: readOverrides });
    // A change of everything is what a settings change announces (mutations.ts), here or on another instance.
    onChange((change) => {
      if ("everything" in change) void resolver.reload();
    });
    return resolver;
  });

export const instanceSettings = (): Promise<InstanceSettings> => processResolver().settings();
export const currentInstanceSettings = (): InstanceSettings => processResolver().current();
export const reloadInstanceSettings = (): Promise<InstanceSettings> => processResolver().reload();
