"use client";

import { useEffect, useRef } from "react";

interface ScalarGlobal {
  createApiReference: (element: HTMLElement, configuration: Record<string, unknown>) => { destroy?: () => void };
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
      script.remove();
    };
  }, [configuration]);
  return <div ref={mount} className="api-reference" />;
}
