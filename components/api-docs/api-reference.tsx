"use client";

import { useEffect, useRef } from "react";
import { shownColorScheme } from "@/lib/settings/color-scheme";
import "./api-reference.css";

interface ScalarGlobal {
  createApiReference: (element: HTMLElement, configuration: Record<string, unknown>) => { destroy?: () => void };
}

/**
 * Scalar's code blocks have a copy button with an icon and no name; a screen reader would say
 * "button". Named here as Scalar draws them (it redraws on navigation and on a changed example).
 */
function nameCopyButtons(root: HTMLElement): MutationObserver {
  const name = () => {
    for (const button of root.querySelectorAll("button.scalar-code-copy:not([aria-label])")) button.setAttribute("aria-label", "Copy code");
  };
  const observer = new MutationObserver(name);
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

const prefersDark = "(prefers-color-scheme: dark)";

/** Light or dark, as the site's theme on <html> is now (the palette and settings change it live). */
function siteScheme(): "light" | "dark" {
  return shownColorScheme(document.documentElement.dataset, window.matchMedia(prefersDark).matches);
}

/**
 * Keeps Scalar's light or dark mode the site's: Scalar takes it once (forceDarkModeState, its
 * toggle hidden) and expresses it as a class on <body>, which this sets again whenever the theme
 * on <html> or, under System, the operating system's preference changes.
 */
function followSiteScheme(): () => void {
  const apply = () => {
    const scheme = siteScheme();
    document.body.classList.toggle("dark-mode", scheme === "dark");
    document.body.classList.toggle("light-mode", scheme === "light");
  };
  // After Scalar's own handler of the same change (Vue applies its class in a later task).
  const later = () => setTimeout(apply, 0);
  const observer = new MutationObserver(later);
  observer.observe(document.documentElement, { attributeFilter: ["data-theme", "data-system-light", "data-system-dark"] });
  const media = window.matchMedia(prefersDark);
  media.addEventListener("change", later);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", later);
  };
}

/**
 * Scalar's reference, mounted into an element React leaves empty, after hydration (mounted
 * earlier, React would take Scalar's nodes for a mismatch and remove them). The script is added
 * by this (nonced) bundle, which the policy's 'strict-dynamic' trusts.
 */
export function ApiReference({ configuration, scriptUrl }: { configuration: Record<string, unknown>; scriptUrl: string }) {
  const mount = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let reference: { destroy?: () => void } | undefined;
    const naming = mount.current ? nameCopyButtons(mount.current) : undefined;
    const stopFollowing = followSiteScheme();
    const start = () => {
      const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar && mount.current)
        reference = scalar.createApiReference(mount.current, {
          ...configuration,
          forceDarkModeState: siteScheme(),
          hideDarkModeToggle: true,
        });
    };
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.addEventListener("load", start);
    document.head.append(script);
    return () => {
      reference?.destroy?.();
      naming?.disconnect();
      stopFollowing();
      script.remove();
    };
  }, [configuration, scriptUrl]);
  return <div ref={mount} className="api-reference" />;
}
