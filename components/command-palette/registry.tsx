"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** One action a page contributes to the command palette (e.g. "Copy link" on a paste page). */
export interface PaletteAction {
  /** Stable and unique among the actions registered at the same time. */
  id: string;
  label: string;
  run: () => void;
}

interface PaletteRegistry {
  /** The actions registered by the components mounted now, in registration order. */
  pageActions: PaletteAction[];
  register: (owner: symbol, actions: PaletteAction[]) => void;
  unregister: (owner: symbol) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const RegistryContext = createContext<PaletteRegistry | null>(null);

/**
 * Holds the palette's open state and the actions pages register. Mounted once, in the root
 * layout, around the page; the palette itself reads it through usePaletteRegistry().
 */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const [owners, setOwners] = useState<Map<symbol, PaletteAction[]>>(() => new Map());
  const [open, setOpen] = useState(false);

  const register = useCallback((owner: symbol, actions: PaletteAction[]) => {
    setOwners((previous) => {
      const next = new Map(previous);
      next.set(owner, actions);
      return next;
    });
  }, []);
  const unregister = useCallback((owner: symbol) => {
    setOwners((previous) => {
      if (!previous.has(owner)) return previous;
      const next = new Map(previous);
      next.delete(owner);
      return next;
    });
  }, []);

  const value = useMemo<PaletteRegistry>(
    () => ({ pageActions: [...owners.values()].flat(), register, unregister, open, setOpen }),
    [owners, register, unregister, open],
  );
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

/** The registry, for the palette and for buttons that open it. */
export function usePaletteRegistry(): PaletteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error("usePaletteRegistry needs a <PaletteProvider> above it");
  return registry;
}

/**
 * Contributes actions to the palette while the calling component is mounted. The list may be
 * a new array on every render: it is re-registered only when the ids or labels change, and
 * `run` always calls the latest function passed (no stale closures). Outside a PaletteProvider
 * (e.g. in isolated component tests) it does nothing.
 */
export function useRegisterPaletteActions(actions: PaletteAction[]): void {
  const registry = useContext(RegistryContext);
  const register = registry?.register;
  const unregister = registry?.unregister;
  const owner = useRef<symbol>(Symbol("palette-actions"));
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  const signature = actions.map((action) => `${action.id}\u0000${action.label}`).join("\u0001");

  useEffect(() => {
    if (!register) return;
    const stable = latest.current.map(({ id, label }) => ({
      id,
      label,
      run: () => latest.current.find((action) => action.id === id)?.run(),
    }));
    register(owner.current, stable);
  }, [register, signature]);

  useEffect(() => {
    if (!unregister) return;
    const me = owner.current;
    return () => unregister(me);
  }, [unregister]);
}
