/**
 * A contract's schema, built the first time something reads it (a parse, its shape, another schema
 * built from it) rather than when the module is imported. Building zod schemas was most of a
 * Lambda's own module init (issue #31), and a handler needs only the few its request reaches; the
 * web gets the same laziness for free. The value stands in for the schema everywhere: every read,
 * `in`, key listing and prototype question is answered by the built schema, so callers, zod itself
 * (a lazy schema inside another) and the types see no difference.
 */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only report configurable properties its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
