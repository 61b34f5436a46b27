import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { networkData } from './data.js';

/** Where `memberId` stands with `otherId`, as messages read it: connected (since when, introduced by whom) or blocked; undefined: no tie. */
export interface TieBetween {
  status: 'active' | 'blocked';
  connectedAt: string;
  introducedByName?: string;
}

/** The tie from `memberId` to `otherId` (one GetItem of the member's edge; blocks are written on both sides). */
export async function tieBetween(memberId: string, otherId: string): Promise<TieBetween | undefined> {
  const { Item } = await networkData().connections.build(GetItemCommand).key({ memberId, otherId }).send();
  if (!Item) return undefined;
  return { status: Item.status, connectedAt: Item.connectedAt, ...(Item.introducedByName ? { introducedByName: Item.introducedByName } : {}) };
}
