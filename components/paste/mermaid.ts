import type { Mermaid, MermaidConfig } from "mermaid";
import { DIAGRAM_LIMITS } from "@/lib/render/diagram-limits";
import { shownColorScheme } from "@/lib/settings/color-scheme";

// Draws Mermaid diagrams in the browser (the numbers that chose the browser over the server:
// docs/develop/benchmarks.md, "Diagrams: browser or server"). The components import this file when
// their page has a diagram, and it imports mermaid (megabytes of script) when one comes on screen:
// no other page carries either. The text is bounded before it gets here
// (lib/render/diagram-limits.ts); what mermaid returns for it is the only markup inserted,
// sanitised by mermaid itself under securityLevel "strict".

const PREFERS_DARK = "(prefers-color-scheme: dark)";

let loading: Promise<Mermaid> | undefined;

const loadMermaid = () => (loading ??= import("mermaid").then((module) => module.default));

/**
 * Labels are SVG text, never HTML, and no click handler is ever bound (strict, and no call of
 * the bindFunctions render returns). `secure` lists what a diagram's own `%%{init: …}%%` may
 * not change: mermaid's defaults, and the labels and colours, which are the site's.
 */
const SAFE_CONFIG: MermaidConfig = {
  startOnLoad: false,
  securityLevel: "strict",
  htmlLabels: false,
  suppressErrorRendering: true,
  maxTextSize: DIAGRAM_LIMITS.maxCharacters,
  maxEdges: DIAGRAM_LIMITS.maxEdges,
  theme: "base",
  secure: [
    "secure",
    "securityLevel",
    "startOnLoad",
    "maxTextSize",
    "maxEdges",
    "suppressErrorRendering",
    "htmlLabels",
    "flowchart",
    "theme",
    "themeVariables",
    "themeCSS",
    "darkMode",
    "fontFamily",
  ],
};

/** The site's colour tokens as they are now under `within` (a probe resolves light-dark()). */
function siteColours(within: HTMLElement): Record<string, string> {
  const probe = document.createElement("span");
  within.append(probe);
  const colour = (token: string) => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  };
  const colours = {
    background: colour("--bg"),
    primaryColor: colour("--bg-subtle"),
    primaryTextColor: colour("--fg"),
    primaryBorderColor: colour("--accent"),
    secondaryColor: colour("--accent-subtle"),
    tertiaryColor: colour("--bg-inset"),
    lineColor: colour("--muted"),
    textColor: colour("--fg"),
    fontFamily: getComputedStyle(probe).fontFamily,
  };
  probe.remove();
  return colours;
}

let drawings = 0;

/** `source` as an SVG in the site's current colours; rejects with mermaid's error when it cannot be drawn. */
async function drawDiagram(source: string, within: HTMLElement): Promise<string> {
  const mermaid = await loadMermaid();
  const darkMode = shownColorScheme(document.documentElement.dataset, matchMedia(PREFERS_DARK).matches) === "dark";
  mermaid.initialize({ ...SAFE_CONFIG, darkMode, themeVariables: { ...siteColours(within), darkMode } });
  const { svg } = await mermaid.render(`mermaid-diagram-${++drawings}`, source);
  return svg;
}

/** The first line of why mermaid could not draw a text ("Parse error on line 2:"), for the reader. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n")[0] ?? "").replace(/[.:]$/, "").slice(0, 200);
}

/** Calls `changed` whenever the site's theme changes (the palette and settings change it live, System follows the OS). */
function followTheme(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributeFilter: ["data-theme", "data-system-light", "data-system-dark"] });
  const media = matchMedia(PREFERS_DARK);
  media.addEventListener("change", changed);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", changed);
  };
}

/**
 * Runs `run` when the browser is idle, or a moment later at the latest: headless Chromium
 * gave a page with a drawn diagram no idle period at all. Safari has no requestIdleCallback:
 * soon, then.
 */
function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 100 });
  else setTimeout(run, 0);
}

interface Drawing {
  /** What must be on screen for the drawing to begin (the target itself when it is shown). */
  watch?: HTMLElement;
  onDrawn: () => void;
  onFailure: (reason: string) => void;
}

/**
 * Draws `source` into `target` once it is on screen and the page is idle (off the critical
 * path: a diagram in a tab never opened is never drawn), and again in the new colours whenever
 * the theme changes. Returns what stops it.
 */
export function drawWhenShown(target: HTMLElement, source: string, { watch = target, onDrawn, onFailure }: Drawing): () => void {
  let stopped = false;
  let stopFollowing: (() => void) | undefined;
  const draw = () =>
    drawDiagram(source, target).then(
      (svg) => {
        if (stopped) return;
        target.innerHTML = svg;
        onDrawn();
      },
      (error: unknown) => {
        if (!stopped) onFailure(failureReason(error));
      },
    );
  const visibility = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    visibility.disconnect();
    whenIdle(() => {
      if (stopped) return;
      void draw();
      stopFollowing = followTheme(() => void draw());
    });
  });
  visibility.observe(watch);
  return () => {
    stopped = true;
    visibility.disconnect();
    stopFollowing?.();
  };
}
