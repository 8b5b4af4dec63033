import { useTranslations } from "next-intl";
import type { RenderWords } from "@/lib/render/notes";

/** The reader's words for what lib/render keeps as keys: its notes and the markers in its renderings. */
export function useRenderWords(): RenderWords {
  const t = useTranslations("render");
  const units = useTranslations("site.units");
  // The keys are the render threads' and notes.ts's, kept with the rendering: not known to the type of `t`.
  return { message: (key, values) => t(key as Parameters<typeof t>[0], values), units };
}
