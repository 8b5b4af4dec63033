import { route } from "@/lib/api/route";
import { findV2Language, v2ExtensionQuerySchema } from "@/lib/legacy/v2-data";

export const GET = route({ errors: "legacy", query: v2ExtensionQuerySchema }, ({ query }) =>
  findV2Language({ extension: query.extension }),
);
