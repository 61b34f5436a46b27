import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Member, type MessageThread } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { outboxFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { clientKey, connectedThread, markThreadRead, sent } from '../../../test/messages.js';
import { handler as muteThread } from './mute-message-thread.js';
import { memberData } from '../../members/data.js';
import { sendMessage } from '../send.js';

const address = (who: SignedIn) => `${who.id}@example.com`;
const unreadMails = async (who: SignedIn) => (await outboxFor(address(who))).filter((mail) => mail.template === 'messages-unread');
const memberOf = async (who: SignedIn) => (await memberData().members.build(GetItemCommand).key({ id: who.id }).send()).Item as unknown as Member;
const MINUTE = 60_000;

/** Runs the outbox consumer as if `at` were now: the first run expands due pending mails, the second sends what they queued. */
async function deliverAt(at: number): Promise<void> {
  await deliverOutbox({ now: new Date(at) });
  await deliverOutbox({ now: new Date(at) });
}

describe('unread-messages mail', () => {
  let asha: SignedIn;
  let bala: SignedIn;
  let thread: MessageThread;

  beforeAll(async () => {
    [asha, bala] = await Promise.all([signIn('Asha'), signIn('Bala')]);
    thread = await connectedThread(asha, bala);
  });

  it('queues one pending mail per thread and window, however many messages', async () => {
    await sent(asha, thread.id, 'One');
    await sent(asha, thread.id, 'Two');
    const pending = (await outboxFor(bala.id)).filter((mail) => mail.template === 'unread-messages-due');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', category: 'messages', memberId: bala.id });
    // Not due before 15 minutes have passed.
    expect(Date.parse(pending[0]!.dueAt) - Date.now()).toBeGreaterThanOrEqual(14 * MINUTE);
  });

  it('mails one mail per thread after 15 minutes with every unread message in it, once', async () => {
    const later = Date.now() + 25 * MINUTE;
    await deliverAt(later);
    await deliverAt(later);
    const mails = await unreadMails(bala);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.props).toMatchObject({
      fromName: 'Asha Reddy',
      link: `/messages/${encodeURIComponent(thread.id)}`,
      messages: [{ body: 'One' }, { body: 'Two' }],
    });
    expect(mails[0]!.status).toBe('sent');
  });

  it('mails nothing for messages read before the mail was due', async () => {
    const asha2 = await memberOf(asha);
    const at = Date.now() + 40 * MINUTE;
    await sendMessage(asha2, thread.id, { body: 'Read quickly', clientKey: clientKey() }, { clock: () => at });
    await markThreadRead(bala, thread.id);
    await deliverAt(at + 25 * MINUTE);
    expect(await unreadMails(bala)).toHaveLength(1);
  });

  it('mails a second batch for a later unread message, listing only what is new', async () => {
    const asha2 = await memberOf(asha);
    const at = Date.now() + 80 * MINUTE;
    await sendMessage(asha2, thread.id, { body: 'Are you coming on Friday?', clientKey: clientKey() }, { clock: () => at });
    await deliverAt(at + 25 * MINUTE);
    const mails = await unreadMails(bala);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => (mail.props.messages as unknown[]).length === 1)!;
    expect(second.props.messages).toEqual([expect.objectContaining({ body: 'Are you coming on Friday?' })]);
  });

  it('mails nothing while the thread is muted', async () => {
    const [carol, dev] = await Promise.all([signIn('Carol'), signIn('Dev')]);
    const quiet = await connectedThread(carol, dev);
    expect((await dev.call(muteThread, routes.muteMessageThread, { params: { threadId: quiet.id }, body: { on: true } })).statusCode).toBe(200);
    await sent(carol, quiet.id, 'Hello?');
    await deliverAt(Date.now() + 25 * MINUTE);
    expect(await unreadMails(dev)).toEqual([]);
  });
});
