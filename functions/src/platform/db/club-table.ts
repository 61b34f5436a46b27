import { Table } from 'dynamodb-toolbox/table';
import { TABLE } from '@club/shared';
import { config } from '../config.js';
import { getDocumentClient } from './client.js';

const stringKey = <N extends string>(name: N) => ({ name, type: 'string' }) as const;
const globalIndex = <P extends string, S extends string>(keys: { partitionKey: P; sortKey: S }) =>
  ({ type: 'global', partitionKey: stringKey(keys.partitionKey), sortKey: stringKey(keys.sortKey) }) as const;

/**
 * The club's one table, as dynamodb-toolbox sees it: keys and indexes from
 * the shared definition (which also feeds the CDK table and the local table
 * creation), the entity name saved as `entity` on every item. The name and
 * the document client are read on every command, so tests that switch the
 * endpoint or the table reach the right one.
 */
export const clubTable = new Table({
  name: () => config.tableName,
  partitionKey: stringKey(TABLE.partitionKey),
  sortKey: stringKey(TABLE.sortKey),
  indexes: { gsi1: globalIndex(TABLE.indexes.gsi1), gsi2: globalIndex(TABLE.indexes.gsi2), gsi3: globalIndex(TABLE.indexes.gsi3) },
  entityAttributeSavedAs: TABLE.entityAttribute,
});
clubTable.getDocumentClient = getDocumentClient;

export type ClubTable = typeof clubTable;
