/**
 * A schema built on its first use instead of when the contracts module loads.
 *
 * Why: zod's classic API gives every schema instance its own ~50 method closures, and this module
 * declares several hundred schemas for every screen of every remote. Built eagerly they were the
 * largest single piece of the shell's start-up task (about a third of it on a phone-class CPU), while
 * the login page parses a handful. The proxy stands in for the schema — property reads, `instanceof`
 * (zod's checks read `_zod.traits`), `in`, keys — and builds it once, on the first of those; after that
 * every access is forwarded to the real instance (its methods are closures over it, so `this` does not
 * matter). Types are the built schema's: `lazySchema(() => z.object(…))` is a `ZodObject<…>`.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let real: T | undefined;
  const target = (): T => (real ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key, target()),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      // a proxy may not report a property its (empty) stand-in lacks as non-configurable
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    defineProperty: (_, key, d) => Reflect.defineProperty(target(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
  });
}
