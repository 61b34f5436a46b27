import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@club/shared';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as acceptIntroRequest } from './accept-intro-request.js';
import { handler as approveIntroRequest } from './approve-intro-request.js';
import { handler as blockMember } from './block-member.js';
import { handler as createIntroRequest } from './create-intro-request.js';
import { handler as declineIntroRequest } from './decline-intro-request.js';
import { handler as followUpIntroRequest } from './follow-up-intro-request.js';
import { handler as getNetworkStats } from './get-network-stats.js';
import { handler as listConnections } from './list-connections.js';
import { handler as listIntroRequests } from './list-intro-requests.js';
import { handler as markIntroSuccessful } from './mark-intro-successful.js';
import { connect, expectCountsMatchLists } from '../../../test/network.js';
import { handler as listIncomingRequests } from './list-incoming-requests.js';
import { handler as listOutgoingRequests } from './list-outgoing-requests.js';
import { handler as sendConnectionRequest } from './send-connection-request.js';

/** requester — introducer — target, plus an outsider connected to nobody. */
let requester: SignedIn;
let introducer: SignedIn;
let target: SignedIn;
let outsider: SignedIn;

const ask = (from: SignedIn, to: SignedIn, via: SignedIn, extra: Record<string, unknown> = {}) =>
  from.call(createIntroRequest, routes.createIntroRequest, {
    body: { targetUserId: to.id, introducerId: via.id, purpose: 'investment', message: 'Raising a seed round for aquaculture', ...extra },
  });
const act = (who: SignedIn, handler: typeof approveIntroRequest, route: RouteDef, introId: string, body: unknown = {}) =>
  who.call(handler, route, { params: { introId }, ...(route.body ? { body } : {}) });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  requester = await signIn('Requester');
  introducer = await signIn('Introducer');
  target = await signIn('Target');
  outsider = await signIn('Outsider');
  await connect(requester, introducer);
  await connect(introducer, target);
});

describe('introductions', () => {
  it('runs the whole lifecycle: ask, approve with a note, target accepts (connected, strength 1, introducedBy), follow up, mark successful', async () => {
    const created = await ask(requester, target, introducer, { status: 'pending' });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({
      status: 'pending',
      purpose: 'investment',
      myRole: 'requester',
      isSuccessful: false,
      introducerId: introducer.id,
      targetUserId: target.id,
    });
    expect(created.json.targetUser).toMatchObject({ id: target.id, firstName: 'Target' });
    const id: string = created.json.id;

    for (const [who, role] of [
      [requester, 'requester'],
      [introducer, 'introducer'],
      [target, 'target'],
    ] as const) {
      const list = await who.call(listIntroRequests, routes.listIntroRequests);
      expect(list.json.map((i: { id: string; myRole: string }) => [i.id, i.myRole])).toEqual([[id, role]]);
    }
    expect((await introducer.call(listIntroRequests, routes.listIntroRequests, { query: { role: 'requester' } })).json).toEqual([]);
    expect((await introducer.call(getNetworkStats, routes.getNetworkStats)).json).toMatchObject({ introRequests: 1, introRequestsAwaitingMe: 1 });

    // Out of turn: the target cannot accept a pending one (409), the requester cannot approve (403).
    expect((await act(target, acceptIntroRequest, routes.acceptIntroRequest, id)).statusCode).toBe(409);
    expect((await act(requester, approveIntroRequest, routes.approveIntroRequest, id)).statusCode).toBe(403);

    const approved = await act(introducer, approveIntroRequest, routes.approveIntroRequest, id, { note: 'Target runs a fund for exactly this' });
    expect(approved.json).toMatchObject({ status: 'approved', introducerResponse: 'Target runs a fund for exactly this' });
    expect((await act(introducer, approveIntroRequest, routes.approveIntroRequest, id)).statusCode).toBe(409);
    expect((await target.call(getNetworkStats, routes.getNetworkStats)).json).toMatchObject({ introRequestsAwaitingMe: 1 });
    expect((await introducer.call(getNetworkStats, routes.getNetworkStats)).json).toMatchObject({ introRequestsAwaitingMe: 0 });

    const accepted = await act(target, acceptIntroRequest, routes.acceptIntroRequest, id, { note: 'Glad to meet' });
    expect(accepted.json).toMatchObject({ status: 'accepted', targetResponse: 'Glad to meet', myRole: 'target' });
    const ties = await requester.call(listConnections, routes.listConnections);
    const tie = ties.json.find((c: { id: string }) => c.id === target.id);
    expect(tie).toMatchObject({ strength: 1, introducedBy: introducer.id, introducedByUser: { id: introducer.id, firstName: 'Introducer' } });
    expect((await act(target, acceptIntroRequest, routes.acceptIntroRequest, id)).statusCode).toBe(409);

    expect((await act(requester, followUpIntroRequest, routes.followUpIntroRequest, id, { followUpAt: day(-1) })).statusCode).toBe(400);
    expect((await act(target, followUpIntroRequest, routes.followUpIntroRequest, id, { followUpAt: day(3) })).statusCode).toBe(403);
    const followed = await act(requester, followUpIntroRequest, routes.followUpIntroRequest, id, { followUpAt: day(3) });
    expect(followed.json).toMatchObject({ status: 'accepted', followUpAt: day(3) });

    const done = await act(requester, markIntroSuccessful, routes.markIntroSuccessful, id);
    expect(done.json).toMatchObject({ status: 'completed', isSuccessful: true });
    expect((await act(requester, markIntroSuccessful, routes.markIntroSuccessful, id)).statusCode).toBe(409);
    expect((await act(requester, followUpIntroRequest, routes.followUpIntroRequest, id, { followUpAt: day(3) })).statusCode).toBe(409);
  });

  it('only a real mutual connection can introduce (403), not to a connection (409), not twice (409), bad ids (400)', async () => {
    const stranger = await signIn('Stranger');
    const friendOfTarget = await signIn('FriendOfTarget');
    await connect(friendOfTarget, stranger);
    // The introducer knows the requester but not the stranger.
    expect((await ask(requester, stranger, introducer)).statusCode).toBe(403);
    // The friend knows the stranger but not the requester.
    expect((await ask(requester, stranger, friendOfTarget)).statusCode).toBe(403);
    expect((await ask(outsider, target, introducer)).statusCode).toBe(403);
    // Already connected (the first test connected them).
    expect((await ask(requester, target, introducer)).statusCode).toBe(409);
    expect((await ask(requester, requester, introducer)).statusCode).toBe(400);
    expect((await ask(requester, target, requester)).statusCode).toBe(400);
    expect(
      (
        await requester.call(createIntroRequest, routes.createIntroRequest, {
          body: { targetUserId: target.id, introducerId: introducer.id, purpose: 'gossip' },
        })
      ).statusCode,
    ).toBe(400);

    const newcomer = await signIn('Newcomer');
    await connect(introducer, newcomer);
    expect((await ask(requester, newcomer, introducer)).statusCode).toBe(201);
    expect((await ask(requester, newcomer, introducer)).statusCode).toBe(409);
  });

  it('declines: the introducer a pending one, the target an approved one; others get 404; then the requester may ask again', async () => {
    const other = await signIn('Other');
    await connect(introducer, other);
    const first = (await ask(requester, other, introducer)).json.id as string;
    expect((await act(outsider, approveIntroRequest, routes.approveIntroRequest, first)).statusCode).toBe(404);
    expect((await act(outsider, declineIntroRequest, routes.declineIntroRequest, first)).statusCode).toBe(404);
    expect((await act(other, declineIntroRequest, routes.declineIntroRequest, first)).statusCode).toBe(409);
    const declined = await act(introducer, declineIntroRequest, routes.declineIntroRequest, first, { note: 'Not now' });
    expect(declined.json).toMatchObject({ status: 'declined', declinedBy: 'introducer', introducerResponse: 'Not now' });
    expect((await act(introducer, approveIntroRequest, routes.approveIntroRequest, first)).statusCode).toBe(409);

    const second = (await ask(requester, other, introducer)).json.id as string;
    await act(introducer, approveIntroRequest, routes.approveIntroRequest, second);
    expect((await act(requester, declineIntroRequest, routes.declineIntroRequest, second)).statusCode).toBe(403);
    const byTarget = await act(other, declineIntroRequest, routes.declineIntroRequest, second, { note: 'No bandwidth' });
    expect(byTarget.json).toMatchObject({ status: 'declined', declinedBy: 'target', targetResponse: 'No bandwidth' });
    expect((await act(other, acceptIntroRequest, routes.acceptIntroRequest, second)).statusCode).toBe(409);
    expect((await act(other, acceptIntroRequest, routes.acceptIntroRequest, 'no-such-intro')).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent transitions win; the other is a 409', async () => {
    const other = await signIn('Concurrent');
    await connect(introducer, other);
    const awaiting = async () => (await introducer.call(getNetworkStats, routes.getNetworkStats)).json.introRequestsAwaitingMe as number;
    const before = await awaiting();
    const id = (await ask(requester, other, introducer)).json.id as string;
    expect(await awaiting()).toBe(before + 1);
    const answers = await Promise.all([
      act(introducer, approveIntroRequest, routes.approveIntroRequest, id),
      act(introducer, declineIntroRequest, routes.declineIntroRequest, id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await awaiting()).toBe(before);
  });

  it('refuses an introduction to a member who blocked the requester (403)', async () => {
    const blocker = await signIn('Blocker');
    await connect(introducer, blocker);
    await blocker.call(blockMember, routes.blockMember, { params: { memberId: requester.id } });
    expect((await ask(requester, blocker, introducer)).statusCode).toBe(403);
  });
});

describe("introductions keep their parties' counts", () => {
  /** A fresh requester — introducer — target. */
  const trio = async (tag: string) => {
    const [r, i, t] = [await signIn(`${tag}Requester`), await signIn(`${tag}Introducer`), await signIn(`${tag}Target`)];
    await connect(r, i);
    await connect(i, t);
    return { r, i, t };
  };
  const check = async (...members: SignedIn[]) => Promise.all(members.map((member) => expectCountsMatchLists(member)));
  const intro = async (who: SignedIn, id: string) =>
    ((await who.call(listIntroRequests, routes.listIntroRequests)).json as { id: string; status: string; isSuccessful: boolean }[]).find(
      (item) => item.id === id,
    );

  it('refuses Mark as Successful before the target accepted (409), changing nothing; after the accept it completes', async () => {
    const { r, i, t } = await trio('Early');
    const id = (await ask(r, t, i)).json.id as string;
    const early = await act(r, markIntroSuccessful, routes.markIntroSuccessful, id);
    expect(early.statusCode).toBe(409);
    expect(early.json.message).toBe('EarlyTarget Reddy has not accepted this introduction yet; you can mark it successful once they do');
    await act(i, approveIntroRequest, routes.approveIntroRequest, id);
    const before = await check(r, i, t);
    const refused = await act(r, markIntroSuccessful, routes.markIntroSuccessful, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/has not accepted this introduction yet/);
    expect(await intro(r, id)).toMatchObject({ status: 'approved', isSuccessful: false });
    expect(await check(r, i, t)).toEqual(before);
    expect(before[2]).toMatchObject({ introRequestsAwaitingMe: 1 });

    await act(t, acceptIntroRequest, routes.acceptIntroRequest, id);
    expect((await act(r, markIntroSuccessful, routes.markIntroSuccessful, id)).json).toMatchObject({ status: 'completed', isSuccessful: true });
    expect(await check(r, i, t)).toEqual([
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
    ]);
  });

  it("after every transition each party's counts equal their lists (ask, approve, follow up, accept, successful; declines by either)", async () => {
    const { r, i, t } = await trio('Steps');
    const id = (await ask(r, t, i)).json.id as string;
    await check(r, i, t);
    await act(i, approveIntroRequest, routes.approveIntroRequest, id);
    await check(r, i, t);
    await act(r, followUpIntroRequest, routes.followUpIntroRequest, id, { followUpAt: day(2) });
    await check(r, i, t);
    await act(t, acceptIntroRequest, routes.acceptIntroRequest, id);
    await check(r, i, t);
    await act(r, markIntroSuccessful, routes.markIntroSuccessful, id);
    await check(r, i, t);

    const other = await signIn('StepsOther');
    await connect(i, other);
    const first = (await ask(r, other, i)).json.id as string;
    await check(r, i, other);
    await act(i, declineIntroRequest, routes.declineIntroRequest, first);
    await check(r, i, other);
    const second = (await ask(r, other, i)).json.id as string;
    await act(i, approveIntroRequest, routes.approveIntroRequest, second);
    await check(r, i, other);
    await act(other, declineIntroRequest, routes.declineIntroRequest, second);
    expect(await check(r, i, other)).toEqual([
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 3, introRequestsAwaitingMe: 0 },
      { firstDegree: 3, incomingRequests: 0, outgoingRequests: 0, introRequests: 3, introRequestsAwaitingMe: 0 },
      { firstDegree: 1, incomingRequests: 0, outgoingRequests: 0, introRequests: 2, introRequestsAwaitingMe: 0 },
    ]);
  });

  it('accepting connects the two and closes a connection request waiting between them, with its counts', async () => {
    const { r, i, t } = await trio('Waiting');
    const id = (await ask(r, t, i)).json.id as string;
    await act(i, approveIntroRequest, routes.approveIntroRequest, id);
    expect((await t.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: r.id } })).statusCode).toBe(201);
    await check(r, t);
    expect((await act(t, acceptIntroRequest, routes.acceptIntroRequest, id)).statusCode).toBe(200);
    expect((await r.call(listIncomingRequests, routes.listIncomingRequests)).json).toEqual([]);
    expect((await t.call(listOutgoingRequests, routes.listOutgoingRequests)).json).toEqual([]);
    expect(await check(r, i, t)).toEqual([
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
      { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0, introRequests: 1, introRequestsAwaitingMe: 0 },
    ]);
  });

  it('a connection request racing the accept of an introduction between the same two ends connected, nothing waiting (5 times)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { r, i, t } = await trio(`Race${round}`);
      const id = (await ask(r, t, i)).json.id as string;
      await act(i, approveIntroRequest, routes.approveIntroRequest, id);
      const [accepted, sent] = await Promise.all([
        act(t, acceptIntroRequest, routes.acceptIntroRequest, id),
        r.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: t.id } }),
      ]);
      expect([200, 409]).toContain(accepted.statusCode);
      expect([201, 409]).toContain(sent.statusCode);
      if (accepted.statusCode === 409) expect((await act(t, acceptIntroRequest, routes.acceptIntroRequest, id)).statusCode).toBe(200);
      const [mine, theirs] = await check(r, t);
      expect([mine, theirs], `round ${round}`).toMatchObject([
        { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0 },
        { firstDegree: 2, incomingRequests: 0, outgoingRequests: 0 },
      ]);
    }
  });
});
