import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { DEAL_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

export const DEAL_EVENT_KINDS = ['opened', 'status', 'edited', 'file', 'granted', 'revoked', 'requested', 'approved', 'declined'] as const;

/** A deal's timeline, oldest to newest by its sort key (read reversed: newest first). */
export const eventsOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'EVENT#' } }) as const;

const schema = item({
  dealId: string().key(),
  /** Part of the key (the timeline's order); given on put. */
  createdAt: string().key(),
  id: string().key(),
  actor: personCard(),
  kind: string().enum(...DEAL_EVENT_KINDS),
  from: string()
    .enum(...DEAL_STATUSES)
    .optional(),
  to: string()
    .enum(...DEAL_STATUSES)
    .optional(),
  subject: string().optional(),
  note: string().optional(),
});

/** One entry of a deal's timeline (append-only), written in the transaction of what it tells. */
export const dealEventEntity = () =>
  new Entity({
    name: 'dealEvent',
    table: clubTable,
    schema,
    computeKey: ({ dealId, createdAt, id }) => ({ pk: key('DEAL', dealId), sk: key('EVENT', createdAt, id) }),
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });

export type DealEventEntity = ReturnType<typeof dealEventEntity>;
export type DealEventItem = FormattedItem<DealEventEntity>;
