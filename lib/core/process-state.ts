// One server process runs two copies of every lib/ module it uses: the custom server's (compiled
// by esbuild, lib/server/server-bundle.mjs) and the one Next.js compiles into its route bundles
// (Next.js leaves only node_modules packages out of them). A module-level variable therefore
// exists twice, and a class twice. So state that must be one per process lives here, in a slot
// on globalThis that both copies find under the same registered symbol, and a class whose
// objects pass from one copy to the other is recognised by a brand both copies share
// (docs/develop/architecture.md, "Process state"; lib/testing/process-state.test.ts refuses any
// other module-level state).

/** Where both copies find the slots: one map on globalThis under a registered symbol. */
const SLOTS = Symbol.for("myst.slots");

/**
 * The process's one value named `name`, made by `create` on first use by either copy. State
 * that changes (replaced, closed, handed over at start) is a mutable object kept here, never a
 * module-level `let`. It outlives Next.js's development reloads, as the process does. Cheap
 * enough to call per request (env() is): a map lookup, not a symbol made from the name (~25
 * instead of ~160 ns a call).
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Record<typeof SLOTS, Map<string, unknown> | undefined>;
  const slots = (holder[SLOTS] ??= new Map<string, unknown>());
  // One lookup once made (the `has` only for a value that is undefined).
  const found = slots.get(name);
  if (found !== undefined || slots.has(name)) return found as T;
  const made = create();
  slots.set(name, made);
  return made;
}

/**
 * Makes `value instanceof cls` true of objects made by either copy's `cls`: its objects carry a
 * brand registered under `name`, which the check looks for in place of the prototype chain.
 * Subclasses keep the ordinary check.
 */
export function recognisedInEveryCopy(cls: abstract new (...args: never[]) => object, name: string): void {
  const brand = Symbol.for(`myst.class.${name}`);
  const ordinary = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(cls.prototype, brand, { value: true });
  Object.defineProperty(cls, Symbol.hasInstance, {
    value(this: typeof cls, value: unknown): boolean {
      if (this !== cls) return ordinary.call(this, value);
      return typeof value === "object" && value !== null && brand in value;
    },
  });
}
