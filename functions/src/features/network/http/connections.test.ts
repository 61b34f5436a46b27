import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, routes } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { memberData } from '../../members/data.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as acceptConnectionRequest } from './accept-connection-request.js';
import { handler as blockMember } from './block-member.js';
import { handler as declineConnectionRequest } from './decline-connection-request.js';
import { handler as getNetworkStats } from './get-network-stats.js';
import { handler as getRelationship } from './get-relationship.js';
import { handler as listConnections } from './list-connections.js';
import { handler as listIncomingRequests } from './list-incoming-requests.js';
import { handler as listOutgoingRequests } from './list-outgoing-requests.js';
import { handler as listSecondDegree } from './list-second-degree.js';
import { handler as removeConnection } from './remove-connection.js';
import { handler as sendConnectionRequest } from './send-connection-request.js';
import { handler as withdrawConnectionRequest } from './withdraw-connection-request.js';
import { connect, expectCountsMatchLists, ids } from '../../../test/network.js';

let ravi: SignedIn;
let lakshmi: SignedIn;
let suresh: SignedIn;

const send = (from: SignedIn, to: SignedIn, note?: string) =>
  from.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: to.id, ...(note ? { note } : {}) } });
const stats = async (member: SignedIn) => (await member.call(getNetworkStats, routes.getNetworkStats)).json;
const relation = async (member: SignedIn, other: SignedIn) =>
  (await member.call(getRelationship, routes.getRelationship, { params: { memberId: other.id } })).json.relationship;

beforeAll(async () => {
  ravi = await signIn('Ravi');
  lakshmi = await signIn('Lakshmi');
  suresh = await signIn('Suresh');
  // Lakshmi shares contact details, Suresh does not.
  await memberData()
    .members.build(UpdateItemCommand)
    .item({ id: lakshmi.id, shareContact: true, linkedinUrl: 'https://www.linkedin.com/in/lakshmi' })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
});

describe('connection requests', () => {
  it('sends with a note, shows it incoming and outgoing with counts, and accepts into an active tie both ways', async () => {
    const sent = await send(ravi, lakshmi, 'We met at the Vizag port summit');
    expect(sent.statusCode).toBe(201);
    expect(sent.json).toMatchObject({ id: lakshmi.id, direction: 'outgoing', status: 'requested', note: 'We met at the Vizag port summit' });
    expect(sent.json.user).toMatchObject({ id: lakshmi.id, firstName: 'Lakshmi', email: `${lakshmi.id}@example.com` });

    const incoming = await lakshmi.call(listIncomingRequests, routes.listIncomingRequests);
    expect(incoming.json.map((r: { id: string; direction: string }) => [r.id, r.direction])).toEqual([[ravi.id, 'incoming']]);
    // Ravi does not share contact details: no e-mail.
    expect(incoming.json[0].user.email).toBeUndefined();
    expect(ids((await ravi.call(listOutgoingRequests, routes.listOutgoingRequests)).json)).toEqual([lakshmi.id]);
    expect(await stats(lakshmi)).toMatchObject({ incomingRequests: 1, outgoingRequests: 0 });
    expect(await stats(ravi)).toMatchObject({ incomingRequests: 0, outgoingRequests: 1 });
    expect(await relation(ravi, lakshmi)).toBe('outgoing');
    expect(await relation(lakshmi, ravi)).toBe('incoming');

    const accepted = await lakshmi.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: ravi.id } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json).toMatchObject({ id: ravi.id, degree: 1, strength: 1, status: 'active', mutualConnections: 0, path: [] });

    const mine = await ravi.call(listConnections, routes.listConnections);
    expect(mine.json).toHaveLength(1);
    expect(mine.json[0]).toMatchObject({ id: lakshmi.id, toUser: { email: `${lakshmi.id}@example.com`, linkedinUrl: 'https://www.linkedin.com/in/lakshmi' } });
    expect(ids((await lakshmi.call(listConnections, routes.listConnections)).json)).toEqual([ravi.id]);
    expect(await stats(lakshmi)).toMatchObject({ firstDegree: 1, incomingRequests: 0 });
    expect(await stats(ravi)).toMatchObject({ firstDegree: 1, outgoingRequests: 0 });
    expect(await relation(ravi, lakshmi)).toBe('connected');
  });

  it('refuses a second request, one to a connection, to oneself, to nobody, and accepting twice', async () => {
    expect((await send(ravi, lakshmi)).statusCode).toBe(409);
    expect((await send(ravi, ravi)).statusCode).toBe(400);
    expect((await ravi.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: 'member-nobody' } })).statusCode).toBe(404);
    expect((await send(suresh, ravi)).statusCode).toBe(201);
    expect((await send(suresh, ravi)).json.message).toMatch(/already asked/);
    const reverse = await send(ravi, suresh);
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json.message).toMatch(/accept their request/);
    expect((await ravi.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: suresh.id } })).statusCode).toBe(200);
    const again = await ravi.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: suresh.id } });
    expect(again.statusCode).toBe(409);
    expect((await ravi.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: lakshmi.id } })).statusCode).toBe(404);
  });

  it('declines and withdraws with conditional writes (stale → 409), and a withdrawn request may be sent again', async () => {
    const a = await signIn('Anil');
    const b = await signIn('Bhavani');
    await send(a, b);
    const declined = await b.call(declineConnectionRequest, routes.declineConnectionRequest, { params: { memberId: a.id } });
    expect(declined.json).toMatchObject({ status: 'declined', direction: 'incoming' });
    expect((await b.call(declineConnectionRequest, routes.declineConnectionRequest, { params: { memberId: a.id } })).statusCode).toBe(409);
    expect((await send(a, b)).json.message).toMatch(/declined your request/);
    expect(await stats(b)).toMatchObject({ incomingRequests: 0 });

    await send(b, a);
    const withdrawn = await b.call(withdrawConnectionRequest, routes.withdrawConnectionRequest, { params: { memberId: a.id } });
    expect(withdrawn.json).toMatchObject({ status: 'withdrawn', direction: 'outgoing' });
    expect((await b.call(withdrawConnectionRequest, routes.withdrawConnectionRequest, { params: { memberId: a.id } })).statusCode).toBe(409);
    expect((await a.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: b.id } })).statusCode).toBe(409);
    expect(await stats(a)).toMatchObject({ incomingRequests: 0 });
    expect((await send(b, a)).statusCode).toBe(201);
    expect(await stats(a)).toMatchObject({ incomingRequests: 1 });
  });

  it('pages My Network with the cursor header', async () => {
    const hub = await signIn('Hub');
    const spokes = [await signIn('S1'), await signIn('S2'), await signIn('S3')];
    for (const spoke of spokes) await connect(spoke, hub);
    const first = await hub.call(listConnections, routes.listConnections, { query: { limit: '2' } });
    const second = await hub.call(listConnections, routes.listConnections, { query: { limit: '2', cursor: first.headers[NEXT_CURSOR_HEADER]! } });
    expect([...ids(first.json), ...ids(second.json)].sort()).toEqual(spokes.map((s) => s.id).sort());
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect((await hub.call(listConnections, routes.listConnections, { query: { cursor: 'garbage' } })).statusCode).toBe(400);
  });
});

describe('remove and block', () => {
  it('removes a connection both ways; removing again is 404; they may connect again', async () => {
    const a = await signIn('Ramesh');
    const b = await signIn('Kavitha');
    await connect(a, b);
    const removed = await a.call(removeConnection, routes.removeConnection, { params: { memberId: b.id } });
    expect(removed.json).toEqual({ memberId: b.id, relationship: 'none' });
    expect((await b.call(listConnections, routes.listConnections)).json).toEqual([]);
    expect((await a.call(removeConnection, routes.removeConnection, { params: { memberId: b.id } })).statusCode).toBe(404);
    await connect(b, a);
    expect(ids((await a.call(listConnections, routes.listConnections)).json)).toEqual([b.id]);
  });

  it('blocks: the tie and waiting requests end, neither sees the other in lists, requests are refused (403)', async () => {
    const a = await signIn('Prasad');
    const b = await signIn('Madhavi');
    const c = await signIn('Common');
    await connect(a, c);
    await connect(b, c);
    await connect(a, b);
    const d = await signIn('Pending');
    await send(d, a);
    expect(ids((await a.call(listSecondDegree, routes.listSecondDegree)).json)).toEqual([]);

    const blocked = await a.call(blockMember, routes.blockMember, { params: { memberId: b.id } });
    expect(blocked.json).toEqual({ memberId: b.id, relationship: 'blocked' });
    expect(ids((await a.call(listConnections, routes.listConnections)).json)).toEqual([c.id]);
    expect(ids((await b.call(listConnections, routes.listConnections)).json)).toEqual([c.id]);
    // Through their common connection neither appears as 2nd degree.
    expect(ids((await a.call(listSecondDegree, routes.listSecondDegree)).json)).toEqual([]);
    expect(ids((await b.call(listSecondDegree, routes.listSecondDegree)).json)).toEqual([]);
    expect((await send(b, a)).statusCode).toBe(403);
    expect((await send(a, b)).statusCode).toBe(403);
    expect(await relation(b, a)).toBe('blocked');
    expect((await a.call(blockMember, routes.blockMember, { params: { memberId: b.id } })).statusCode).toBe(200);

    // A waiting request is blocked with its counts.
    await a.call(blockMember, routes.blockMember, { params: { memberId: d.id } });
    expect((await a.call(listIncomingRequests, routes.listIncomingRequests)).json).toEqual([]);
    expect(await stats(a)).toMatchObject({ incomingRequests: 0 });
    expect(await stats(d)).toMatchObject({ outgoingRequests: 0 });
    expect((await a.call(blockMember, routes.blockMember, { params: { memberId: a.id } })).statusCode).toBe(400);
  });
});

describe('one waiting request per pair', () => {
  const accept = (who: SignedIn, from: SignedIn) => who.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: from.id } });
  const incoming = async (who: SignedIn) => ids((await who.call(listIncomingRequests, routes.listIncomingRequests)).json);
  const outgoing = async (who: SignedIn) => ids((await who.call(listOutgoingRequests, routes.listOutgoingRequests)).json);

  it('resolves mutual requests sent at the same moment to one (20 times): the other is told to accept it; counts equal the lists', async () => {
    for (let round = 0; round < 20; round += 1) {
      const a = await signIn(`MutualA${round}`);
      const b = await signIn(`MutualB${round}`);
      const answers = await Promise.all([send(a, b), send(b, a)]);
      expect(answers.map((answer) => answer.statusCode).sort(), JSON.stringify(answers.map((answer) => answer.json))).toEqual([201, 409]);
      const won = answers.findIndex((answer) => answer.statusCode === 201);
      const [sender, receiver] = won === 0 ? [a, b] : [b, a];
      expect(answers[1 - won]!.json.message).toBe(
        `${won === 0 ? 'MutualA' : 'MutualB'}${round} Reddy has already asked to connect with you; accept their request`,
      );
      expect([await outgoing(sender), await incoming(receiver), await incoming(sender), await outgoing(receiver)]).toEqual([
        [receiver.id],
        [sender.id],
        [],
        [],
      ]);
      await expectCountsMatchLists(a, `round ${round}, a`);
      await expectCountsMatchLists(b, `round ${round}, b`);

      // Accepting the one request leaves nothing waiting either way.
      expect((await accept(receiver, sender)).statusCode).toBe(200);
      expect(await expectCountsMatchLists(a)).toMatchObject({ firstDegree: 1, incomingRequests: 0, outgoingRequests: 0 });
      expect(await expectCountsMatchLists(b)).toMatchObject({ firstDegree: 1, incomingRequests: 0, outgoingRequests: 0 });
      expect(await relation(a, b)).toBe('connected');
    }
  });

  it('frees the pair on withdraw, decline and remove, so a new request may follow; counts equal the lists after each step', async () => {
    const a = await signIn('PairA');
    const b = await signIn('PairB');
    const check = async () => [await expectCountsMatchLists(a), await expectCountsMatchLists(b)];

    expect((await send(a, b)).statusCode).toBe(201);
    await check();
    expect((await a.call(withdrawConnectionRequest, routes.withdrawConnectionRequest, { params: { memberId: b.id } })).statusCode).toBe(200);
    await check();
    expect((await send(b, a)).statusCode).toBe(201);
    expect((await send(a, b)).json.message).toMatch(/accept their request/);
    await check();
    expect((await a.call(declineConnectionRequest, routes.declineConnectionRequest, { params: { memberId: b.id } })).statusCode).toBe(200);
    await check();
    // The decliner may ask in turn; the declined member still may not.
    expect((await send(a, b)).statusCode).toBe(201);
    await check();
    expect((await accept(b, a)).statusCode).toBe(200);
    expect((await send(b, a)).statusCode).toBe(409);
    expect(await check()).toEqual([
      { firstDegree: 1, incomingRequests: 0, outgoingRequests: 0, introRequests: 0, introRequestsAwaitingMe: 0 },
      { firstDegree: 1, incomingRequests: 0, outgoingRequests: 0, introRequests: 0, introRequestsAwaitingMe: 0 },
    ]);
    expect((await b.call(removeConnection, routes.removeConnection, { params: { memberId: a.id } })).statusCode).toBe(200);
    await check();
    // (b's own request to a stays declined: a asks.)
    expect((await send(a, b)).statusCode).toBe(201);
    await check();
    expect((await accept(b, a)).statusCode).toBe(200);
    expect(await check()).toEqual([
      { firstDegree: 1, incomingRequests: 0, outgoingRequests: 0, introRequests: 0, introRequestsAwaitingMe: 0 },
      { firstDegree: 1, incomingRequests: 0, outgoingRequests: 0, introRequests: 0, introRequestsAwaitingMe: 0 },
    ]);
  });

  it('a request racing a block never leaves one waiting between blocked members (10 times)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const a = await signIn(`Asker${round}`);
      const b = await signIn(`Blocker${round}`);
      const [sent, blocked] = await Promise.all([send(a, b), b.call(blockMember, routes.blockMember, { params: { memberId: a.id } })]);
      expect([201, 403, 409]).toContain(sent.statusCode);
      expect([200, 409]).toContain(blocked.statusCode);
      if (blocked.statusCode === 409) expect((await b.call(blockMember, routes.blockMember, { params: { memberId: a.id } })).statusCode).toBe(200);
      expect([await outgoing(a), await incoming(b)]).toEqual([[], []]);
      await expectCountsMatchLists(a);
      await expectCountsMatchLists(b);
      expect((await send(a, b)).statusCode).toBe(403);
    }
  });
});
