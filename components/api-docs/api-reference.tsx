"use client";

import { useEffect, useRef } from "react";
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

/**
 * Scalar's reference, mounted into an element React leaves empty, after hydration (mounted
 * earlier, React would take Scalar's nodes for a mismatch and remove them). The script is added
 * by this (nonced) bundle, which the policy's 'strict-dynamic' trusts.
 */
export function ApiReference({ configuration }: { configuration: Record<string, unknown> }) {
  const mount = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let reference: { destroy?: () => void } | undefined;
    const naming = mount.current ? nameCopyButtons(mount.current) : undefined;
    const start = () => {
      const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar && mount.current) reference = scalar.createApiReference(mount.current, configuration);
    };
    const script = document.createElement("script");
    script.src = "/api/docs/scalar.js";
    script.addEventListener("load", start);
    document.head.append(script);
    return () => {
      reference?.destroy?.();
      naming?.disconnect();
      script.remove();
    };
  }, [configuration]);
  return <div ref={mount} className="api-reference" />;
}
