import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";
import { settingsPatchSchema } from "@/lib/settings/schema";
import { readSettings, type SettingsResult, updateSettings } from "@/lib/settings/settings";

function answer({ settings, setCookie }: SettingsResult): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return json(settings, { headers });
}

export const GET = route({}, async ({ caller, request }) => answer(await readSettings(await caller(), request)));

export const PATCH = route({ body: settingsPatchSchema }, async ({ caller, request, body }) =>
  answer(await updateSettings(await caller(), request, body)),
);
