import { beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { routes, type MemberSession, type PushSettings } from '@club/shared';
import { localVapidPublicKey } from '../push/vapid.js';
import { expireLocalDevice, type LocalPushSubscription } from '../../../dev/push-local.js';
import { connectedThread, send } from '../../../test/messages.js';
import { connect } from '../../../test/network.js';
import { newDevice, pushAfter, pushService, pushesTo, subscriptionBody } from '../../../test/push.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { removed } from '../../../test/stream-records.js';
import { handler as listSessions } from '../../account/http/list-my-sessions.js';
import { handler as signOutSession } from '../../account/http/sign-out-session.js';
import { handler as muteThread } from '../../messages/http/mute-message-thread.js';
import { hashSessionId } from '../../auth/session-check.js';
import { pushData } from '../push/data.js';
import { handler as pushStream } from '../jobs/push-stream.js';
import { MAX_PUSH_DEVICES, savePushSubscription as saveFor } from '../push/subscriptions.js';
import { pushSubscriptionsOf } from '../entities/push-subscription.js';
import { queryAll } from '../../../platform/db/pages.js';
import { handler as deletePush } from './delete-push-subscription.js';
import { handler as getPush } from './get-push-settings.js';
import { handler as savePush } from './save-push-subscription.js';

const service = pushService();
const settingsOf = async (who: SignedIn) => (await who.call(getPush, routes.getPushSettings)).json as PushSettings;

describe('push notifications', () => {
  let asha: SignedIn;
  let bala: SignedIn;
  let threadId: string;
  let device: LocalPushSubscription;

  beforeAll(async () => {
    asha = await signIn('Asha');
    bala = await signIn('Bala');
    threadId = (await connectedThread(asha, bala)).id;
    device = await newDevice();
  });

  it('answers the VAPID key; a device subscribes and is listed as on', async () => {
    expect(await settingsOf(bala)).toEqual({ publicKey: localVapidPublicKey(), thisDevice: false });
    const saved = await bala.call(savePush, routes.savePushSubscription, { body: subscriptionBody(device) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json).toEqual({ publicKey: localVapidPublicKey(), thisDevice: true });
    expect(await settingsOf(bala)).toMatchObject({ thisDevice: true });
    // Another member's device is theirs alone.
    expect(await settingsOf(asha)).toMatchObject({ thisDevice: false });
  });

  it('a message from another member reaches the device once, encrypted to it, with its title and link', async () => {
    const run = await pushAfter(() => send(asha, threadId, 'Are you at the summit tomorrow?'));
    expect(run).toMatchObject({ sent: 1, removed: 0, failed: 0 });
    const pushes = await pushesTo(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toEqual({
      title: 'Asha Reddy sent you a message',
      body: 'Are you at the summit tomorrow?',
      link: `/messages/${encodeURIComponent(threadId)}`,
      tag: `thread.${threadId}`,
    });
    // The sender's own devices get nothing of their own message.
    expect(run.sent).toBe(1);
  });

  it('an accepted connection pushes its bell item to the requester; a bell kind the policy does not push sends nothing', async () => {
    const carol = await signIn('Carol');
    const run = await pushAfter(() => connect(bala, carol));
    expect(run.sent).toBe(1);
    const last = (await pushesTo(device)).at(-1)!;
    expect(last.title).toMatch(/Carol Reddy accepted/);
    expect(last.tag).toMatch(/^notification\./);
    // connect() also rang Carol's bell with the request: not a pushed kind, and Carol has no device anyway.
    expect((await pushesTo(device)).length).toBe(2);
  });

  it('a muted thread pushes nothing', async () => {
    const count = (await pushesTo(device)).length;
    expect((await bala.call(muteThread, routes.muteMessageThread, { params: { threadId }, body: { on: true } })).statusCode).toBe(200);
    const run = await pushAfter(() => send(asha, threadId, 'Still there?'));
    expect(run.sent).toBe(0);
    expect(await pushesTo(device)).toHaveLength(count);
    await bala.call(muteThread, routes.muteMessageThread, { params: { threadId }, body: { on: false } });
  });

  it('turned off on the device, nothing is pushed to it', async () => {
    const count = (await pushesTo(device)).length;
    const off = await bala.call(deletePush, routes.deletePushSubscription);
    expect(off.json).toEqual({ publicKey: localVapidPublicKey(), thisDevice: false });
    expect(await settingsOf(bala)).toMatchObject({ thisDevice: false });
    const run = await pushAfter(() => send(asha, threadId, 'Hello?'));
    expect(run.sent).toBe(0);
    expect(await pushesTo(device)).toHaveLength(count);
  });

  it('a 410 from the push service removes the subscription', async () => {
    const gone = await newDevice();
    await bala.call(savePush, routes.savePushSubscription, { body: subscriptionBody(gone) });
    await expireLocalDevice(service, gone.clientHash);
    const run = await pushAfter(() => send(asha, threadId, 'Ping'));
    expect(run).toMatchObject({ sent: 0, removed: 1, failed: 0 });
    expect(await settingsOf(bala)).toMatchObject({ thisDevice: false });
  });

  it('signing the device out removes its subscription (the session’s removal on the stream)', async () => {
    const dana = await signIn('Dana');
    const phone = await newDevice();
    await dana.call(savePush, routes.savePushSubscription, { body: subscriptionBody(phone) });
    const idHash = hashSessionId(dana.cookies[0]!.split('=').slice(1).join('='));
    const stored = () => pushData().pushSubscriptions.build(GetItemCommand).key({ sessionIdHash: idHash }).options({ consistent: true }).send();
    expect((await stored()).Item?.memberId).toBe(dana.id);
    const [current] = (await dana.call(listSessions, routes.listMySessions)).json as MemberSession[];
    expect((await dana.call(signOutSession, routes.signOutSession, { params: { sessionId: current!.id } })).statusCode).toBe(200);
    await pushStream(removed({ pk: `SESSION#${idHash}`, sk: 'SESSION' }));
    expect((await stored()).Item).toBeUndefined();
  });

  it('keeps a browser’s endpoint for one session only: a later session on it (anyone’s) takes it over', async () => {
    const shared = subscriptionBody(await newDevice());
    const fay = await signIn('Fay');
    const gita = await signIn('Gita');
    await fay.call(savePush, routes.savePushSubscription, { body: shared });
    await gita.call(savePush, routes.savePushSubscription, { body: shared });
    expect(await settingsOf(fay)).toMatchObject({ thisDevice: false });
    expect(await settingsOf(gita)).toMatchObject({ thisDevice: true });
  });

  it('keeps at most the newest devices of a member, dropping the oldest', async () => {
    const erin = await signIn('Erin');
    for (let n = 0; n <= MAX_PUSH_DEVICES; n++) {
      await saveFor({ idHash: `${erin.id}-device-${n}`, memberId: erin.id }, subscriptionBody(await newDevice()));
    }
    const kept = await queryAll(pushData().pushSubscriptions, pushSubscriptionsOf(erin.id));
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((item) => item.sessionIdHash)).not.toContain(`${erin.id}-device-0`);
    expect(kept.map((item) => item.sessionIdHash)).toContain(`${erin.id}-device-${MAX_PUSH_DEVICES}`);
  });

  it('refuses bad subscriptions with 400 naming the field', async () => {
    const good = subscriptionBody(device);
    const cases = [
      { body: { ...good, endpoint: 'http://push.example.com/send/1' }, field: 'endpoint' },
      { body: { ...good, endpoint: 'not a url' }, field: 'endpoint' },
      { body: { ...good, endpoint: `https://push.example.com/${'x'.repeat(1100)}` }, field: 'endpoint' },
      { body: { ...good, keys: { ...good.keys, p256dh: 'short' } }, field: 'keys' },
      { body: { ...good, keys: { ...good.keys, auth: 'not base64url!!!!!!!!' } }, field: 'keys' },
      { body: { endpoint: good.endpoint }, field: 'keys' },
    ];
    for (const { body, field } of cases) {
      const answer = await bala.call(savePush, routes.savePushSubscription, { body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(field);
    }
  });
});
