/**
 * The fields of `value` that `mask` names (a `z.pick` mask), each present
 * (undefined where `value` has none): a copy of part of a record picked by
 * the same mask its schema picks with, instead of its fields listed again.
 */
export const pickFields = <T extends object, K extends keyof T>(value: T, mask: Readonly<Record<K, true>>): Pick<T, K> =>
  Object.fromEntries((Object.keys(mask) as K[]).map((key) => [key, value[key]])) as Pick<T, K>;
