import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import * as z from '@club/shared/zod';

const bool = () => boolean();
const num = () => number();
const str = () => string();
const enumOf = <T extends string>(values: T[]) => string().enum(...values);
const strings = () => list(string());
const anything = () => any();

/**
 * The library's attribute for a parsed value's type: its own primitives and
 * string lists; `any` (read as unknown, as the API's schema re-types it) for
 * lists of objects and maps, whose cast types make update paths too complex
 * for the compiler.
 */
type BaseAttribute<T> = [T] extends [boolean]
  ? ReturnType<typeof bool>
  : [T] extends [number]
    ? ReturnType<typeof num>
    : [T] extends [string]
      ? string extends T ? ReturnType<typeof str> : ReturnType<typeof enumOf<T>>
      : [T] extends [string[]]
        ? ReturnType<typeof strings>
        : ReturnType<typeof anything>;

/** Optional when the parsed value may be absent; defaulted on put (to zod's own default) when only the input may be. */
type StoredAttribute<F extends z.core.$ZodType> = undefined extends z.output<F>
  ? ReturnType<BaseAttribute<Exclude<z.output<F>, undefined>>['optional']>
  : undefined extends z.input<F>
    ? ReturnType<BaseAttribute<z.output<F>>['putDefault']>
    : BaseAttribute<z.output<F>>;

type Shape = Record<string, z.core.$ZodType>;
export type ZodAttributes<S extends Shape> = { [K in keyof S]: StoredAttribute<S[K]> };

/** The schema a value finally parses with, through optional, default and preprocess/pipe wrappers (zod's `_zod.def`, its API for libraries). */
function innermost(field: z.core.$ZodType): z.core.$ZodType {
  const def = field._zod.def as { type: string; innerType?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.innerType) return innermost(def.innerType);
  if (def.type === 'pipe' && def.out) return innermost(def.out);
  return field;
}

function baseAttribute(field: z.core.$ZodType) {
  const def = innermost(field)._zod.def as { type: string; entries?: Record<string, string>; element?: z.core.$ZodType };
  switch (def.type) {
    case 'array': return def.element && innermost(def.element)._zod.def.type === 'string' ? strings() : anything();
    case 'string': return str();
    case 'number': return num();
    case 'boolean': return bool();
    case 'enum': return enumOf(Object.values(def.entries ?? {}));
    default: return anything();
  }
}

/**
 * Stored attributes for the fields of a zod object schema, so a form's shape is
 * written once. Values are stored as parsed: the zod schema validated them at
 * the API boundary, so the attributes carry the type and zod's defaults, not
 * the rules again.
 * An update merges a list or map element by element unless it is set with `$set`.
 */
export function zodAttributes<S extends Shape>(shape: S): ZodAttributes<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const base = baseAttribute(field);
      if (field._zod.optout === 'optional') return [name, base.optional()];
      if (field._zod.optin) return [name, base.putDefault(() => z.parse(field, undefined) as never)];
      return [name, base];
    }),
  ) as ZodAttributes<S>;
}
