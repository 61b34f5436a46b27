import { TABLE, type IndexName } from '@club/shared';

/** ElectroDB index fields over the shared key names, so no entity spells a key itself. */
export const primaryIndex = { pk: TABLE.partitionKey, sk: TABLE.sortKey } as const;
export const gsi = (name: keyof typeof TABLE.indexes) =>
  ({ index: name, pk: TABLE.indexes[name].partitionKey, sk: TABLE.indexes[name].sortKey }) as const;

/** Primary index of an entity keyed by its `id` alone. */
export const byIdIndex = {
  pk: { field: primaryIndex.pk, composite: ['id'], casing: 'none' },
  sk: { field: primaryIndex.sk, composite: [] },
} as const;

/** GSI1: every item of an entity, newest first (`createdAt`, then `id` to break ties). */
export const newestIndex = {
  index: 'gsi1',
  pk: { field: gsi('gsi1').pk, composite: [] },
  sk: { field: gsi('gsi1').sk, composite: ['createdAt', 'id'], casing: 'none' },
} as const;

/**
 * A GSI holding one partition's items newest first: keyed by the `partition`
 * attributes, sorted by `createdAt` then `id`. Ids keep their case (`none`);
 * enum-like partitions (a topic, a level) use ElectroDB's default casing.
 */
export const newestIn = <const I extends IndexName, const P extends readonly string[], const C extends 'none' | 'default' = 'none'>(
  index: I,
  partition: P,
  casing: C = 'none' as C,
) =>
  ({
    index,
    pk: { field: gsi(index).pk, composite: partition, casing },
    sk: { field: gsi(index).sk, composite: ['createdAt', 'id'], casing: 'none' },
  }) as const;

export const SERVICE = 'club';
