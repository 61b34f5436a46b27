import type { Member, Message, MessageInput, ThreadReason } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getTogether } from '../../platform/db/get-together.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { memberLookup } from '../members/index.js';
import { messagesData } from './data.js';
import { threadIdOf } from './entities/message-keys.js';
import { sendMessage } from './send.js';
import { MEMBER_NOT_FOUND, newThreadWrites } from './threads.js';

/**
 * POST /api/staff/members/{memberId}/messages: a staff member writes to any
 * member. The thread between them gets the `staff` reason (created with it,
 * or given it), which stays whatever else changes; then an ordinary send.
 */
export async function staffMessageMember(staff: Member, memberId: string, input: MessageInput): Promise<Message> {
  const threadId = threadIdOf(staff.id, memberId);
  if (!threadId || memberId === staff.id) throw new NotFoundError(MEMBER_NOT_FOUND);
  const { threads } = messagesData();
  const [thread, member] = await getTogether([{ entity: threads, key: { id: threadId } }, memberLookup(memberId)] as const, { consistent: true });
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  const now = new Date().toISOString();
  const staffReason: ThreadReason = { kind: 'staff', since: now };
  if (!thread) {
    // A concurrent first write by another request made it already: fine, it has the reason or gets it below.
    await writeTransaction(newThreadWrites(threadId, staff.id, memberId, [staffReason], now).writes, { thread: 'accept', participant: 'accept' });
  }
  const current = thread ?? (await getTogether([{ entity: threads, key: { id: threadId } }] as const, { consistent: true }))[0];
  if (current && !current.reasons.some((reason) => reason.kind === 'staff')) {
    await writeTransaction([
      {
        name: 'thread',
        write: threads
          .build(UpdateTransaction)
          .item({ id: threadId, reasons: $set([...current.reasons, staffReason]), version: $add(1) })
          .options({ condition: { attr: 'id', exists: true } }),
      },
    ]);
  }
  return sendMessage(staff, threadId, input, { asStaff: true });
}
