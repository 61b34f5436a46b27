import { displayName } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import type { MailQueue } from '../../platform/mail/outbox.js';

/** A member as a mail's recipient: the name the mail greets and the address, when the member has one. */
export interface MailRecipient {
  id: string;
  name: string;
  email?: string;
}

/** The member a mail goes to: one Get of their name and address; undefined when the member no longer exists (erased) or is suspended. */
export async function mailRecipient(memberId: string): Promise<MailRecipient | undefined> {
  const { Item } = await memberData()
    .members.build(GetItemCommand)
    .key({ id: memberId })
    .options({ attributes: ['id', 'email', 'firstName', 'lastName', 'suspendedAt'] })
    .send();
  if (!Item || Item.suspendedAt) return undefined;
  return { id: memberId, name: displayName(Item), ...(Item.email ? { email: Item.email } : {}) };
}

/**
 * The outbox write of a mail to a member, through the queue of the feature
 * whose template it is, to put in the transaction of the change it tells of;
 * none for a member without an address (or gone).
 */
export function mailToMember<Data, T extends keyof Data & string>(
  recipient: MailRecipient | undefined,
  queue: MailQueue<Data>,
  template: T,
  data: (memberName: string) => Data[T],
): NamedWrite<'mail'>[] {
  if (!recipient?.email) return [];
  return [queue.write({ template, to: recipient.email, memberId: recipient.id, data: data(recipient.name) })];
}
