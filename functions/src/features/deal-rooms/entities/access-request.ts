import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

/** A deal's access requests, by member id. */
export const requestsOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'REQUEST#' } }) as const;

const schema = item({
  dealId: string().key(),
  memberId: string().key(),
  member: personCard(),
  message: string().optional(),
  status: string().enum(...ACCESS_REQUEST_STATUSES),
  decidedAt: string().optional(),
});

/** A member's request for access to a deal's room; one per deal and member (asking again after a decline reopens it). */
export const accessRequestEntity = () =>
  new Entity({
    name: 'accessRequest',
    table: clubTable,
    schema,
    computeKey: ({ dealId, memberId }) => ({ pk: key('DEAL', dealId), sk: key('REQUEST', memberId) }),
    timestamps: TIMESTAMPS,
  });

export type AccessRequestEntity = ReturnType<typeof accessRequestEntity>;
export type AccessRequestItem = FormattedItem<AccessRequestEntity>;
