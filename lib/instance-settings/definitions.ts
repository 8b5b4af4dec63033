import { z } from "zod";
import type { Env } from "../core/env";

// The settings an admin may change while the instance runs (issue 46 item 5): what operators
// change often. Each has its environment variable, which stays the default and the way to fix it
// for a deployment; an admin's override (table instance_settings) wins until it is reset. The
// bounds are tighter than the environment's: a form is easier to get wrong than a file, so an
// override may not turn a rate limit off (0) or to a number no client could reach.

const number = new Intl.NumberFormat("en");

/** A whole number within bounds, from a form's text or a JSON number, with a message that says which. */
function wholeNumber({ min, max }: { min: number; max: number }) {
  const message = `must be a whole number from ${number.format(min)} to ${number.format(max)}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export const CAPTCHA_MODES = ["off", "anonymous", "all"] as const;

/** What each setting takes: one of its modes, or a whole number within bounds (the forms show the same). */
export const SETTING_INPUTS = {
  registration: { choices: REGISTRATION_MODES },
  captcha: { choices: CAPTCHA_MODES },
  rateLimitReadPerMinute: { min: 1, max: 100_000 },
  rateLimitWritePerMinute: { min: 1, max: 100_000 },
  rateLimitMissPerMinute: { min: 1, max: 100_000 },
  reportAutoQuarantine: { min: 0, max: 1_000 },
} as const;

export const settingSchemas = {
  registration: choice(SETTING_INPUTS.registration.choices),
  captcha: choice(SETTING_INPUTS.captcha.choices),
  rateLimitReadPerMinute: wholeNumber(SETTING_INPUTS.rateLimitReadPerMinute),
  rateLimitWritePerMinute: wholeNumber(SETTING_INPUTS.rateLimitWritePerMinute),
  rateLimitMissPerMinute: wholeNumber(SETTING_INPUTS.rateLimitMissPerMinute),
  reportAutoQuarantine: wholeNumber(SETTING_INPUTS.reportAutoQuarantine),
};

export type SettingKey = keyof typeof settingSchemas;
export type InstanceSettings = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };

export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingSchemas, key);

/** What the admins' page says of each: its name, what it does, and the variable it overrides. */
export const SETTING_DESCRIPTIONS: Record<SettingKey, { label: string; about: string; envName: keyof Env }> = {
  registration: {
    label: "Registration",
    about: "Who may create an account: anyone (open), whoever holds an invitation (invite), or nobody (closed).",
    envName: "REGISTRATION",
  },
  captcha: {
    label: "Captcha",
    about:
      "Who solves a proof-of-work challenge before a create or a report: nobody (off), anonymous callers of Myst's own doors (anonymous), or of every door (all).",
    envName: "CAPTCHA",
  },
  rateLimitReadPerMinute: {
    label: "Reads per minute",
    about: "Read requests one address or token may make a minute.",
    envName: "RATE_LIMIT_READ_PER_MINUTE",
  },
  rateLimitWritePerMinute: {
    label: "Writes per minute",
    about: "Write requests one address or token may make a minute.",
    envName: "RATE_LIMIT_WRITE_PER_MINUTE",
  },
  rateLimitMissPerMinute: {
    label: "Not-found answers per minute",
    about: "Requests for things that do not exist one address or token may make a minute before it is refused.",
    envName: "RATE_LIMIT_MISS_PER_MINUTE",
  },
  reportAutoQuarantine: {
    label: "Automatic quarantine",
    about: "Distinct reporters within REPORT_AUTO_QUARANTINE_HOURS that hold a paste back until an admin decides; 0 is off.",
    envName: "REPORT_AUTO_QUARANTINE",
  },
};

/** The settings as the environment gives them: what holds wherever no override is set. */
export function settingsFromEnvironment(settings: Env): InstanceSettings {
  return {
    registration: settings.REGISTRATION,
    captcha: settings.CAPTCHA,
    rateLimitReadPerMinute: settings.RATE_LIMIT_READ_PER_MINUTE,
    rateLimitWritePerMinute: settings.RATE_LIMIT_WRITE_PER_MINUTE,
    rateLimitMissPerMinute: settings.RATE_LIMIT_MISS_PER_MINUTE,
    reportAutoQuarantine: settings.REPORT_AUTO_QUARANTINE,
  };
}

/** A value for `key`, or the message naming what is wrong with it. */
export function parseSettingValue<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: InstanceSettings[K] } | { ok: false; message: string } {
  const result = settingSchemas[key].safeParse(value);
  if (result.success) return { ok: true, value: result.data as InstanceSettings[K] };
  return { ok: false, message: `${SETTING_DESCRIPTIONS[key].label} ${result.error.issues[0]?.message ?? "is not valid"}.` };
}
