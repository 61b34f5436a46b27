import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { memberData } from '../../members/data.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { connect } from '../../../test/network.js';
import { mailbox, outboxFor, templatesFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as acceptIntroRequest } from './accept-intro-request.js';
import { handler as approveIntroRequest } from './approve-intro-request.js';
import { handler as createIntroRequest } from './create-intro-request.js';
import { handler as declineIntroRequest } from './decline-intro-request.js';
import { handler as sendConnectionRequest } from './send-connection-request.js';
import { handler as acceptConnectionRequest } from './accept-connection-request.js';
import { handler as listNotifications } from '../../notifications/http/list-notifications.js';

const address = (who: SignedIn) => `${who.id}@example.com`;
const ask = (from: SignedIn, to: SignedIn, via: SignedIn) =>
  from.call(createIntroRequest, routes.createIntroRequest, {
    body: { targetUserId: to.id, introducerId: via.id, purpose: 'investment', message: 'Raising a seed round for aquaculture' },
  });
const act = (who: SignedIn, handler: typeof approveIntroRequest, route: RouteDef, introId: string, body: unknown = {}) =>
  who.call(handler, route, { params: { introId }, ...(route.body ? { body } : {}) });

/** Sets profile and contact fields on a member (the profile routes are another feature's). */
const profileOf = (who: SignedIn, fields: { title?: string; companyName?: string; contactVisibility?: 'connections' | 'members' | 'nobody'; email?: string }) =>
  memberData()
    .members.build(UpdateItemCommand)
    .item({ id: who.id, ...fields })
    .send();

describe('network mails', () => {
  let requester: SignedIn;
  let introducer: SignedIn;
  let target: SignedIn;

  beforeAll(async () => {
    requester = await signIn('Ravi');
    introducer = await signIn('Sita');
    target = await signIn('Kiran');
    await profileOf(requester, { title: 'Founder', companyName: 'Godavari Aqua', contactVisibility: 'connections' });
    await profileOf(target, { title: 'Partner', companyName: 'Deccan Ventures', contactVisibility: 'nobody' });
    await connect(requester, introducer);
    await connect(introducer, target);
  });

  it('an accepted request tells the requester by bell and by mail, once, with the new connection’s card; the accepter is told nothing', async () => {
    const from = await signIn('Hari');
    const to = await signIn('Jaya');
    await profileOf(to, { title: 'COO', companyName: 'Krishna Textiles', contactVisibility: 'connections' });
    expect((await from.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: to.id } })).statusCode).toBe(201);
    const accepted = await to.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: from.id } });
    expect(accepted.statusCode).toBe(200);
    const mails = (await outboxFor(address(from))).filter((mail) => mail.template === 'connection-accepted');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ memberId: from.id, category: 'network' });
    expect(mails[0]!.props).toEqual({
      memberName: 'Hari Reddy',
      other: { name: 'Jaya Reddy', title: 'COO', companyName: 'Krishna Textiles', email: address(to) },
      link: '/network-graph',
    });
    const bells = (await from.call(listNotifications, routes.listNotifications, { query: {} })).json as { kind: string; title: string; link: string }[];
    expect(bells).toEqual([
      expect.objectContaining({ kind: 'connection_accepted', title: 'Jaya Reddy accepted your connection request', link: '/network-graph' }),
    ]);
    // Accepting again is refused and tells nobody again; the accepter hears nothing of their own act.
    expect((await to.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: from.id } })).statusCode).toBe(409);
    expect((await outboxFor(address(from))).filter((mail) => mail.template === 'connection-accepted')).toHaveLength(1);
    expect(((await to.call(listNotifications, routes.listNotifications, { query: {} })).json as { kind: string }[]).map((item) => item.kind)).toEqual([
      'connection_request',
    ]);

    await deliverOutbox();
    const sent = (await mailbox(address(from))).find((mail) => mail.subject === 'Jaya Reddy accepted your connection request');
    expect(sent?.body.text).toContain('COO at Krishna Textiles');
  });

  it('a connection request mails the receiver the sender’s card, no contact details; a refused second request mails nobody', async () => {
    const from = await signIn('Anil');
    const to = await signIn('Bhavana');
    await profileOf(from, { title: 'CTO', companyName: 'Kakatiya Labs', contactVisibility: 'members' });
    const sent = await from.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: to.id, note: 'Met at the Diwali gala' } });
    expect(sent.statusCode).toBe(201);
    const mails = await outboxFor(address(to));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'connection-request', memberId: to.id, category: 'network' });
    expect(mails[0]!.props).toEqual({
      memberName: 'Bhavana Reddy',
      from: { name: 'Anil Reddy', title: 'CTO', companyName: 'Kakatiya Labs' },
      note: 'Met at the Diwali gala',
      link: '/network-graph?tab=requests',
    });
    // Asked again: 409, nothing more queued; the sender gets nothing.
    expect((await from.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: to.id } })).statusCode).toBe(409);
    expect(await outboxFor(address(to))).toHaveLength(1);
    expect(await outboxFor(address(from))).toEqual([]);
  });

  it('a member without an e-mail address gets no mail, and the request is still made', async () => {
    const from = await signIn('Chandra');
    const to = await signIn('Durga');
    await profileOf(to, { email: '' });
    expect((await from.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: to.id } })).statusCode).toBe(201);
    expect(await outboxFor('')).toEqual([]);
  });

  it('an introduction mails the introducer, then the requester and the target (both profiles), then both with what the connection shares', async () => {
    const created = await ask(requester, target, introducer);
    expect(created.statusCode).toBe(201);
    const id: string = created.json.id;
    const link = `/network-graph?tab=introductions&introduction=${id}`;
    const asked = (await outboxFor(address(introducer))).filter((mail) => mail.template === 'intro-requested');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.props).toEqual({
      memberName: 'Sita Reddy',
      requester: { name: 'Ravi Reddy', title: 'Founder', companyName: 'Godavari Aqua' },
      target: { name: 'Kiran Reddy', title: 'Partner', companyName: 'Deccan Ventures' },
      purpose: 'investment',
      message: 'Raising a seed round for aquaculture',
      link,
    });
    // Asked twice: 409, the introducer gets no second mail.
    expect((await ask(requester, target, introducer)).statusCode).toBe(409);
    expect((await outboxFor(address(introducer))).filter((mail) => mail.template === 'intro-requested')).toHaveLength(1);
    expect(await templatesFor(address(target))).toEqual(['connection-request']);

    expect((await act(introducer, approveIntroRequest, routes.approveIntroRequest, id, { note: 'Kiran backs exactly this' })).statusCode).toBe(200);
    const approved = (await outboxFor(address(requester))).find((mail) => mail.template === 'intro-approved');
    expect(approved?.props).toEqual({
      memberName: 'Ravi Reddy',
      introducerName: 'Sita Reddy',
      targetName: 'Kiran Reddy',
      note: 'Kiran backs exactly this',
      link,
    });
    const introduction = (await outboxFor(address(target))).find((mail) => mail.template === 'introduction');
    expect(introduction?.props).toEqual({
      memberName: 'Kiran Reddy',
      introducer: { name: 'Sita Reddy' },
      // Not accepted yet: no contact details, though Ravi shares his with connections.
      requester: { name: 'Ravi Reddy', title: 'Founder', companyName: 'Godavari Aqua' },
      purpose: 'investment',
      message: 'Raising a seed round for aquaculture',
      note: 'Kiran backs exactly this',
      link,
    });
    // A second approval is refused and mails nobody.
    expect((await act(introducer, approveIntroRequest, routes.approveIntroRequest, id)).statusCode).toBe(409);
    expect((await outboxFor(address(target))).filter((mail) => mail.template === 'introduction')).toHaveLength(1);

    expect((await act(target, acceptIntroRequest, routes.acceptIntroRequest, id, { note: 'Glad to meet' })).statusCode).toBe(200);
    const toRequester = (await outboxFor(address(requester))).find((mail) => mail.template === 'intro-accepted');
    const toTarget = (await outboxFor(address(target))).find((mail) => mail.template === 'intro-accepted');
    // Kiran shares contact with nobody: Ravi's mail has no address; Ravi shares with connections, which Kiran now is.
    expect(toRequester?.props).toMatchObject({ memberName: 'Ravi Reddy', introducerName: 'Sita Reddy', other: { name: 'Kiran Reddy', title: 'Partner' } });
    expect((toRequester?.props.other as { email?: string }).email).toBeUndefined();
    expect(toTarget?.props).toMatchObject({ memberName: 'Kiran Reddy', other: { name: 'Ravi Reddy', email: address(requester) } });
    // The introducer hears of the accept in the app, not by mail (their other mails: Ravi's connection request, and Kiran accepting theirs).
    expect(await templatesFor(address(introducer))).toEqual(['connection-accepted', 'connection-request', 'intro-requested']);

    // Delivered: the target's introduction reads as the club's mail, with the requester's card and the link to act.
    await deliverOutbox();
    const received = await mailbox(address(target));
    const mail = received.find((m) => m.subject === 'Sita Reddy would like to introduce you to Ravi Reddy');
    expect(mail).toBeDefined();
    expect(mail!.body.text).toContain('Namaskaram Kiran Reddy,');
    expect(mail!.body.text).toContain('Godavari Aqua');
    expect(mail!.body.html).toContain(`introduction=${id}`);
    expect(mail!.body.text).not.toContain(address(requester));
  });

  it('a declined introduction mails the requester who declined; a decline out of turn mails nobody', async () => {
    const other = await signIn('Lalitha');
    await connect(introducer, other);
    const id: string = (await ask(requester, other, introducer)).json.id;
    // Not the target's turn yet: 409, nothing queued.
    expect((await act(other, declineIntroRequest, routes.declineIntroRequest, id)).statusCode).toBe(409);
    const before = (await outboxFor(address(requester))).length;
    expect((await act(introducer, declineIntroRequest, routes.declineIntroRequest, id, { note: 'Not the right fit now' })).statusCode).toBe(200);
    const declined = (await outboxFor(address(requester))).filter((mail) => mail.template === 'intro-declined');
    expect(declined).toHaveLength(1);
    expect(declined[0]!.props).toEqual({
      memberName: 'Ravi Reddy',
      declinedBy: 'introducer',
      declinedByName: 'Sita Reddy',
      targetName: 'Lalitha Reddy',
      note: 'Not the right fit now',
      link: `/network-graph?tab=introductions&introduction=${id}`,
    });
    expect(await outboxFor(address(requester))).toHaveLength(before + 1);
    expect((await act(introducer, declineIntroRequest, routes.declineIntroRequest, id)).statusCode).toBe(409);
    expect(await outboxFor(address(requester))).toHaveLength(before + 1);
    // The target was never asked: no introduction mail to them.
    expect((await templatesFor(address(other))).filter((t) => t.startsWith('intro'))).toEqual([]);
  });
});
