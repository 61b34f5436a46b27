import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key, keyFollowing } from '../../../platform/db/keys.js';

/** A deal's grants, by member id. */
export const grantsOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'GRANT#' } }) as const;
/** A member's grants, newest grant first (Deal rooms shared with me). */
export const grantsOfMember = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'GRANTS') }) as const;

const schema = item({
  dealId: string().key(),
  memberId: string().key(),
  /** The grantee as the founder's list shows them. */
  member: personCard(),
  canDownload: boolean(),
  /** The last day (YYYY-MM-DD, in India) the grant opens the room. */
  expiresOn: string(),
  grantedBy: string(),
  grantedAt: string(),
  /** Set on revoke; a new grant is a new put without it. */
  revokedAt: string().optional(),
  gsi1pk: keyFollowing('grantedAt', (item) => grantsOfMember(item.memberId as string).partition),
  gsi1sk: keyFollowing('grantedAt', (item) => key(item.grantedAt as string, item.dealId as string)),
});

/**
 * A member's access to a deal's room: view,
 * or view and download, until a day. One per deal and member; granting again
 * replaces it; revoking marks it, so the next request is refused.
 */
export const roomGrantEntity = () =>
  new Entity({
    name: 'roomGrant',
    table: clubTable,
    schema,
    computeKey: ({ dealId, memberId }) => ({ pk: key('DEAL', dealId), sk: key('GRANT', memberId) }),
    timestamps: TIMESTAMPS,
  });

export type RoomGrantEntity = ReturnType<typeof roomGrantEntity>;
export type RoomGrantItem = FormattedItem<RoomGrantEntity>;
