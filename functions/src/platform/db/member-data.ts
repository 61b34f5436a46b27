import { TABLE, type Member } from '@club/shared';
import type { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { deleteAll } from './batch-write.js';
import { getDocumentClient } from './client.js';
import { isConditionFailed } from './errors.js';
import type { AnyEntity } from './get-together.js';
import { queryAll, type ClubQuery } from './pages.js';

/**
 * What a feature stores about a member, declared by the feature itself
 * (features/<feature>/member-data.ts, exported from its index.ts): the kinds
 * the member's data export writes, how each is read for one member, and what
 * erasure does with them. The privacy feature composes every feature's
 * section into the export and the erasure job.
 */

/** A stored item as the export writes it. */
export type Row = Record<string, unknown>;

/**
 * What erasure does with a kind's items: `delete` them (erasure's delete
 * step, with `remove`); `keep` them for the others who still need them
 * (their copies of the member's name become "Former member" in erasure's
 * table pass); or `custom`: the feature's own erasure step takes care of them
 * (RSVPs are cancelled, ties ended both ways, open requests closed…).
 */
type Fate = { fate: 'delete'; remove: (rows: Row[]) => Promise<void> } | { fate: 'keep' | 'custom' };

export type MemberDataKind = Fate & {
  /** The export's file names: `<kind>.json` and `<kind>.csv`. */
  kind: string;
  /** What the file holds (the export's README). */
  about: string;
  /** What describes the member (profiles, settings) rather than what they did: listed first in the export. */
  profile?: true;
  /** The member's items of this kind, by the feature's own access pattern. */
  read: (memberId: string) => Promise<Row[]>;
};

/** Whom an erasure is for: their id, and the stored member while it exists. */
export interface ErasureSubject {
  id: string;
  member: Member | undefined;
}

/**
 * A feature's own erasure step. `first` steps run before the member's `delete`
 * kinds go (they free what others wait on: seats, ties, open requests);
 * `last` steps run after every copy of the member was rewritten (their own
 * partitions). Each must be safe to run again: a run cut off resumes at the
 * first step not recorded as done, by `name` (unique across features).
 */
export interface ErasureStep {
  name: string;
  when: 'first' | 'last';
  run: (subject: ErasureSubject) => Promise<void>;
}

export interface MemberDataSection {
  kinds: readonly MemberDataKind[];
  erase?: ErasureStep;
}

/** The one item at `keyInput`, as a list (empty when absent). */
export const one = async <E extends Entity>(entity: E, keyInput: Record<string, unknown>): Promise<Row[]> => {
  const { Item } = await entity
    .build(GetItemCommand)
    .key(keyInput as never)
    .send();
  return Item ? [Item as Row] : [];
};

/** Every item of a Query. */
export const all = (entity: Entity, query: ClubQuery): Promise<Row[]> => queryAll(entity, query) as Promise<Row[]>;

/** Several reads' items in one list. */
export const each = async <T>(values: readonly T[], read: (value: T) => Promise<Row[]>): Promise<Row[]> => (await Promise.all(values.map(read))).flat();

/** Deletes read items by their keys (they carry their key attributes), in batches. */
export const deleteRows = async (entity: AnyEntity, rows: Row[]): Promise<void> => {
  if (rows.length) await deleteAll(entity, rows as never);
};

/** Moves an item from an open status to its closing one; one already moved on is left as it is. */
export async function closeIfOpen(entity: Entity, item: Row, open: readonly string[], to: string): Promise<void> {
  if (!open.includes(String(item.status))) return;
  try {
    await entity
      .build(UpdateItemCommand)
      .item({ ...item, status: to } as never)
      .options({ condition: { attr: 'status', eq: item.status } } as never)
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Deletes every item of one partition, whatever its entity, page by page (a member's own partition, their counters). */
export async function deletePartition(partition: string): Promise<void> {
  const client = getDocumentClient();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: start,
      }),
    );
    for (const stored of page.Items ?? []) {
      await client.send(
        new DeleteCommand({ TableName: config.tableName, Key: { [TABLE.partitionKey]: stored[TABLE.partitionKey], [TABLE.sortKey]: stored[TABLE.sortKey] } }),
      );
    }
    start = page.LastEvaluatedKey;
  } while (start);
}
