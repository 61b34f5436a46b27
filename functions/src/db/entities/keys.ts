import { TABLE } from '@club/shared';

/** ElectroDB index skeletons over the shared key names, so no entity spells a key itself. */
export const primaryIndex = { pk: TABLE.partitionKey, sk: TABLE.sortKey } as const;
export const gsi = (name: keyof typeof TABLE.indexes) =>
  ({ index: name, pk: TABLE.indexes[name].partitionKey, sk: TABLE.indexes[name].sortKey }) as const;

export const SERVICE = 'club';

/** Epoch seconds for the TTL attribute. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
