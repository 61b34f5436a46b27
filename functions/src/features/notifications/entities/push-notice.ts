import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  /** The notice's occurrence (`<event>.<onceKey>.<memberId>`): put only where absent, so it is pushed once. */
  id: string().key(),
  /** The policy's event it tells of (a push-only entry): the push consumer pushes it only while the policy does. */
  event: string(),
  memberId: string(),
  title: string(),
  body: string().optional(),
  /** The screen a tap opens, a path inside the site. */
  link: string(),
  /** A later push with the same tag replaces this one on the device. */
  tag: string(),
  /** TTL (epoch seconds): kept only while a rerun could write it again, then it goes by itself (nothing reads it after its INSERT). */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/**
 * A notice that is only pushed (no bell, no mail): a job writes it, the push
 * consumer sees its INSERT on the table's stream and pushes it to the
 * member's devices. It is the notice's once-key and its carrier, nothing
 * more: not listed anywhere, not exported, gone by TTL.
 */
export const pushNoticeEntity = () =>
  new Entity({
    name: 'pushNotice',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('PUSH_NOTICE', id), sk: 'PUSH_NOTICE' }),
    timestamps: TIMESTAMPS,
  });
