import { route } from "@/lib/api/route";
import {
  changeInstanceSetting,
  changeSettingSchema,
  resetInstanceSettingOf,
  resetSettingSchema,
  settingParamsSchema,
} from "@/lib/moderation/instance-settings";

export const dynamic = "force-dynamic";

export const PUT = route({ params: settingParamsSchema, body: changeSettingSchema }, async ({ params, body, caller }) =>
  changeInstanceSetting(await caller(), params.key, body),
);

export const DELETE = route({ params: settingParamsSchema, query: resetSettingSchema }, async ({ params, query, caller }) =>
  resetInstanceSettingOf(await caller(), params.key, query),
);
