/**
 * A value built the first time anything reads it, standing in for it
 * meanwhile (a Proxy). shared/'s schemas and route entries are wrapped in it:
 * a Lambda imports its whole route group, and building every schema of a
 * group at import cost 5–47 ms of CPU on each cold start; now a handler
 * builds its own route's entry and the schemas it parses with, and a
 * response schema (never parsed in a handler) is never built there. Zod keeps
 * a nested schema without reading it until it parses, so wrapping each
 * top-level schema defers all of it. The web and the tests see the same
 * object, so `typeof`, `instanceof`, spreading and zod's own functions work
 * unchanged. Written `/* @__PURE__ *\/ onFirstUse(…)` and exported by name
 * (each route too), one nothing imports drops out of a bundle: a handler
 * imports its own route (`import { listPosts as route } from
 * '@club/shared/api/forums'`), so its bundle holds no other route's schemas.
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let value: T | undefined;
  const real = (): T => (value ??= build());
  const standIn = new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, v) => Reflect.set(real(), key, v),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The stand-in has no properties of its own, so none may be reported as fixed (a Proxy invariant).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  builders.set(standIn, real);
  return standIn;
}

const builders = new WeakMap<object, () => object>();

/**
 * The built value behind an `onFirstUse` stand-in (built now if it was not
 * yet); any other value as it is. For a schema built inside another one's
 * build: every read through a stand-in is a Proxy trap, and zod reads a
 * nested schema on each value it parses (an event's 25 fields, per event).
 */
export function built<T>(value: T): T {
  let found: unknown = value;
  // A build may answer another stand-in (`() => eventTypeSchema`): unwrapped too.
  for (let build = builders.get(found as object); build; build = builders.get(found as object)) found = build();
  return found as T;
}
