import type { Schema } from 'dynamodb-toolbox/schema';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * How keys read. Every key part names what it holds, upper case, then its
 * id(s), joined by `#`: `MEMBER#<id>`, `EVENT#<id>` / `RSVP#<memberId>`.
 * Entities build their keys with these helpers only, so a key read in the
 * table tells which item it is.
 */
export const key = (kind: string, ...ids: (string | number)[]): string => [kind, ...ids].join('#');

/**
 * A sort key ordering items oldest to newest by `createdAt` (ISO 8601, so
 * strings sort as times), then `id` to break ties. Lists read it reversed
 * for newest first.
 */
export const byCreation = ({ createdAt, id }: { createdAt: string; id: string }): string => `${createdAt}#${id}`;

/**
 * Everything DynamoDB-Toolbox adds on top of an entity's own attributes:
 * `createdAt` set on put, `updatedAt` on every write, both saved under those
 * names so the table reads plainly.
 */
export const TIMESTAMPS = {
  created: { name: 'createdAt', savedAs: 'createdAt' },
  modified: { name: 'updatedAt', savedAs: 'updatedAt' },
} as const;

/** What a put link sees: the item after defaults (timestamps included), before it is checked. */
type PutInput = Record<string, unknown>;

/**
 * A hidden index key attribute computed on every put from the item being
 * written (after defaults, so `createdAt` is there). Give `update` when an
 * update may change what it is computed from (a status in a queue key): it
 * receives the update's input and answers undefined to leave the key as it is.
 */
export const linkedKey = (put: (item: PutInput) => string, update?: (input: PutInput) => string | undefined) => {
  const onPut = string()
    .hidden()
    .putLink<Schema>((input) => put(input as PutInput));
  return update ? onPut.updateLink<Schema>((input) => update(input as PutInput) as never) : onPut;
};

/** The index sort key of a newest-first list: `byCreation` of the item (its id attribute named `idName`). */
export const creationKey = (idName = 'id') => linkedKey((item) => byCreation({ createdAt: item.createdAt as string, id: String(item[idName]) }));

/**
 * An index key computed from the item that also follows `attribute`: an
 * update setting it to a new value moves the item to its new partition (a
 * status queue). The update's input carries the key attributes, so `compute`
 * may read those too.
 */
export const keyFollowing = (attribute: string, compute: (item: PutInput) => string) =>
  linkedKey(compute, (input) => (typeof input[attribute] === 'string' ? compute(input) : undefined));
