import { displayName } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

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
 * The outbox write of a mail to a member, to put in the transaction of the
 * change it tells of: `mail` builds it (with the queue of the feature whose
 * template it is) from the member's address and the name to greet; none for
 * a member without an address (or gone).
 */
export function mailToMember(
  recipient: MailRecipient | undefined,
  mail: (to: { to: string; memberId: string }, memberName: string) => NamedWrite<'mail'>,
): NamedWrite<'mail'>[] {
  if (!recipient?.email) return [];
  return [mail({ to: recipient.email, memberId: recipient.id }, recipient.name)];
}
