import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key } from '../../../platform/db/keys.js';

/** A ticket's messages: its own partition, messages only (the ticket item there is left out). */
export const messagesOf = (ticketId: string) => ({ partition: key('TICKET', ticketId), range: { beginsWith: 'MESSAGE#' } }) as const;

/** Oldest first by (createdAt, id): the sort key names the message alone, so readers order the thread. */
export const oldestFirst = <M extends { createdAt: string; id: string }>(messages: M[]): M[] =>
  [...messages].sort((a, b) => (byCreation(a) < byCreation(b) ? -1 : byCreation(a) > byCreation(b) ? 1 : 0));

const schema = item({
  ticketId: string().key(),
  id: string().key(),
  author: string().enum('member', 'staff'),
  authorId: string(),
  body: string(),
});

/** A ticket's thread, in the ticket's own partition (read with one Query, all pages). */
export const ticketMessageEntity = () =>
  new Entity({
    name: 'ticketMessage',
    table: clubTable,
    schema,
    computeKey: ({ ticketId, id }) => ({ pk: key('TICKET', ticketId), sk: key('MESSAGE', id) }),
    timestamps: TIMESTAMPS,
  });

export type TicketMessageEntity = ReturnType<typeof ticketMessageEntity>;
/** A ticket message as read. */
export type TicketMessageItem = FormattedItem<TicketMessageEntity>;
