import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ROOM_LOG_ACTIONS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { key } from '../../../platform/db/keys.js';

/** A room's access log, oldest to newest by its sort key (read reversed: newest first). */
export const logOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'LOG#' } }) as const;

const schema = item({
  dealId: string().key(),
  /** When (ISO), part of the key: the log's order. */
  at: string().key(),
  /** A view's id is the viewId its page reads are reported against. */
  id: string().key(),
  memberId: string(),
  member: personCard(),
  action: string().enum(...ROOM_LOG_ACTIONS),
  fileId: string(),
  fileName: string(),
  version: number(),
  page: number().optional(),
  durationMs: number().optional(),
  ipAddress: string().optional(),
  userAgent: string().optional(),
  /** On a view: when the server last counted a page report against it (the next report's time is bounded from here). */
  reportedAt: string().optional(),
});

/** One entry of a room's access log: a view, a page read or a download. Append-only, but for a view's `reportedAt`. */
export const roomLogEntity = () =>
  new Entity({
    name: 'roomLog',
    table: clubTable,
    schema,
    computeKey: ({ dealId, at, id }) => ({ pk: key('DEAL', dealId), sk: key('LOG', at, id) }),
    timestamps: false,
  });

export type RoomLogEntity = ReturnType<typeof roomLogEntity>;
export type RoomLogItem = FormattedItem<RoomLogEntity>;
