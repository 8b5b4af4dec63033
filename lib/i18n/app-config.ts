import type account from "./messages/en/account.json";
import type admin from "./messages/en/admin.json";
import type browse from "./messages/en/browse.json";
import type editor from "./messages/en/editor.json";
import type history from "./messages/en/history.json";
import type paste from "./messages/en/paste.json";
import type settings from "./messages/en/settings.json";
import type reader from "./messages/en/reader.json";
import type render from "./messages/en/render.json";
import type site from "./messages/en/site.json";
import type { PageLocale } from "./locales";

// next-intl's types know our locales and English's keys: a message asked for by a key no
// catalogue has, or without the values it takes, fails `tsc`, not in front of a reader.
declare module "next-intl" {
  interface AppConfig {
    Locale: PageLocale;
    Messages: {
      site: typeof site;
      editor: typeof editor;
      paste: typeof paste;
      account: typeof account;
      settings: typeof settings;
      browse: typeof browse;
      history: typeof history;
      reader: typeof reader;
      admin: typeof admin;
      render: typeof render;
    };
  }
}
