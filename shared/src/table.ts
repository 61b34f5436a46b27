/**
 * The single DynamoDB table: key names, indexes and TTL attribute.
 * The dynamodb-toolbox table (functions/src/platform/db/club-table.ts), the local table
 * creation and the CDK table all read this one object, so the three cannot drift.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Global secondary indexes; each projects ALL attributes. */
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  },
  /** Epoch seconds; DynamoDB deletes expired items (sessions, sign-in attempts, nudges). */
  ttlAttribute: 'expiresAt',
  /** Every item names its entity (`member`, `rsvp`…) in this attribute. */
  entityAttribute: 'entity',
} as const;

/**
 * Leading partition-key prefix of session items. Read-only routes may still
 * slide a session's idle expiry, so infra grants them UpdateItem on keys with
 * this prefix only.
 */
export const SESSION_KEY_PREFIX = 'SESSION#';

/** Default table name when TABLE_NAME is not set (local runtime). */
export const LOCAL_TABLE_NAME = 'club-local';
