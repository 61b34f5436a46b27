import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type NudgeType } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { watchCommands } from '../../../platform/db/client.js';
import { networkData } from '../data.js';
import { nudgeShard } from '../entities/smart-nudge.js';
import { epochSeconds, nudgeId, nudgeRank } from '../nudges.js';
import { connect } from '../../../test/network.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as rsvpEvent } from '../../events/http/rsvp-event.js';
import { handler as acceptConnectionRequest } from './accept-connection-request.js';
import { handler as acceptIntroRequest } from './accept-intro-request.js';
import { handler as approveIntroRequest } from './approve-intro-request.js';
import { handler as createIntroRequest } from './create-intro-request.js';
import { handler as dismissNudge } from './dismiss-smart-nudge.js';
import { handler as followUpIntroRequest } from './follow-up-intro-request.js';
import { handler as getRelationship } from './get-relationship.js';
import { handler as listSmartNudges } from './list-smart-nudges.js';
import { handler as markIntroSuccessful } from './mark-intro-successful.js';
import { handler as sendConnectionRequest } from './send-connection-request.js';

/** Stores an active nudge the way the smart-nudges job does (same id for the same member, type and subject). */
async function nudge(memberId: string, type: NudgeType, subject: string, title = `${type} ${subject}`): Promise<string> {
  const id = nudgeId(memberId, type, subject);
  const now = new Date();
  await networkData()
    .smartNudges.build(PutItemCommand)
    .item({
      memberId,
      id,
      type,
      subject,
      priority: 3,
      rank: nudgeRank(3),
      title,
      message: 'Go on',
      actionUrl: '/network-graph',
      actionLabel: 'Act',
      metadata: {},
      state: 'active',
      isRead: false,
      isActioned: false,
      createdAt: now.toISOString(),
      expiresAt: epochSeconds(now) + 7 * 86_400,
      shard: nudgeShard(memberId),
    })
    .send();
  return id;
}

const stored = async (memberId: string, id: string) =>
  (await networkData().smartNudges.build(GetItemCommand).key({ memberId, id }).options({ consistent: true }).send()).Item;

const shown = async (who: SignedIn): Promise<string[]> => {
  const answer = await who.call(listSmartNudges, routes.listSmartNudges);
  expect(answer.statusCode).toBe(200);
  return (answer.json as { title: string }[]).map((n) => n.title);
};

/** The TransactWriteItems each request sends, as the table's items they touch (pk, sk). */
function watchTransactions() {
  const sent: { pk: string; sk: string; kind: string }[][] = [];
  const others: string[] = [];
  const stop = watchCommands((command, input) => {
    const items = (input as { TransactItems?: Record<string, { Key?: Record<string, string>; Item?: Record<string, string> }>[] }).TransactItems;
    if (items) {
      sent.push(
        items.map((entry) => {
          const [kind, body] = Object.entries(entry)[0]!;
          const keys = body.Key ?? body.Item ?? {};
          return { kind, pk: String(keys.pk), sk: String(keys.sk) };
        }),
      );
    } else if (/Put|Update|Delete|BatchWrite/.test(command)) {
      others.push(command);
    }
    return () => undefined;
  });
  return { sent, others, stop };
}

let requester: SignedIn;
let introducer: SignedIn;
let target: SignedIn;

beforeAll(async () => {
  requester = await signIn('Nudged');
  introducer = await signIn('Mutual');
  target = await signIn('Wanted');
  await connect(requester, introducer);
  await connect(introducer, target);
});

describe('a nudge is retired by the action it suggests, in the same write', () => {
  it('asking for the introduction retires "ask for an introduction" in the introduction’s own transaction; other nudges stay', async () => {
    const ask = await nudge(requester.id, 'introduction_suggestion', `member:${target.id}`, 'Ask Mutual to introduce you to Wanted');
    const unrelated = await nudge(requester.id, 'event_recommendation', 'event:some-event', 'Recommended: Founders Dinner');
    const theirs = await nudge(target.id, 'introduction_suggestion', `member:${requester.id}`, 'Ask Mutual to introduce you to Nudged');
    expect(await shown(requester)).toContain('Ask Mutual to introduce you to Wanted');

    const watch = watchTransactions();
    const created = await requester.call(createIntroRequest, routes.createIntroRequest, {
      body: { targetUserId: target.id, introducerId: introducer.id, purpose: 'business', message: 'Aquaculture exports' },
    });
    watch.stop();
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);

    // One transaction carries the introduction and the nudge: there is no moment with one and not the other.
    const nudgeSk = `NUDGE#${ask}`;
    expect(watch.others).toEqual([]);
    expect(watch.sent).toHaveLength(1);
    const [transaction] = watch.sent;
    expect(transaction!.some((item) => item.pk === `INTRO#${created.json.id}` && item.kind === 'Put')).toBe(true);
    expect(transaction!.filter((item) => item.sk === nudgeSk)).toEqual([{ kind: 'Update', pk: `MEMBER#${requester.id}`, sk: nudgeSk }]);

    expect(await stored(requester.id, ask)).toMatchObject({ state: 'actioned', isActioned: true });
    // What the Request Introduction dialog reads when it opens: the request already standing.
    const standing = await requester.call(getRelationship, routes.getRelationship, { params: { memberId: target.id } });
    expect(standing.json).toMatchObject({ relationship: 'none', introductionId: created.json.id });
    expect((await target.call(getRelationship, routes.getRelationship, { params: { memberId: requester.id } })).json.introductionId).toBeUndefined();
    expect(await shown(requester)).toEqual(['Recommended: Founders Dinner']);
    expect((await stored(requester.id, unrelated))?.state).toBe('active');
    // The target has not acted yet.
    expect((await stored(target.id, theirs))?.state).toBe('active');

    // Approved, then accepted: now connected, the target's nudge to meet the requester goes with the accept.
    const introId: string = created.json.id;
    expect((await introducer.call(approveIntroRequest, routes.approveIntroRequest, { params: { introId }, body: {} })).statusCode).toBe(200);
    expect((await stored(target.id, theirs))?.state).toBe('active');
    expect((await target.call(acceptIntroRequest, routes.acceptIntroRequest, { params: { introId }, body: {} })).statusCode).toBe(200);
    expect(await stored(target.id, theirs)).toMatchObject({ state: 'actioned' });
    expect(await shown(target)).toEqual([]);

    // The follow-up nudge goes with the follow-up date moved, the next one with "Mark as Successful".
    const today = new Date().toISOString().slice(0, 10);
    const first = await requester.call(followUpIntroRequest, routes.followUpIntroRequest, { params: { introId }, body: { followUpAt: today } });
    expect(first.statusCode).toBe(200);
    const followToday = await nudge(requester.id, 'introduction_suggestion', `follow-up:${introId}:${today}`, 'Time to follow up with Wanted');
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await requester.call(followUpIntroRequest, routes.followUpIntroRequest, { params: { introId }, body: { followUpAt: later } })).statusCode).toBe(
      200,
    );
    expect((await stored(requester.id, followToday))?.state).toBe('actioned');
    const followLater = await nudge(requester.id, 'introduction_suggestion', `follow-up:${introId}:${later}`, 'Time to follow up again');
    expect((await requester.call(markIntroSuccessful, routes.markIntroSuccessful, { params: { introId } })).statusCode).toBe(200);
    expect((await stored(requester.id, followLater))?.state).toBe('actioned');
    expect(await shown(requester)).toEqual(['Recommended: Founders Dinner']);
  });

  it('asking to connect retires the sender’s "connect" and "introduction" nudges about that member; accepting retires the receiver’s', async () => {
    const sender = await signIn('Sender');
    const receiver = await signIn('Receiver');
    const connectNudge = await nudge(sender.id, 'mutual_interest', `member:${receiver.id}`, 'You and Receiver have a lot in common');
    const askNudge = await nudge(sender.id, 'introduction_suggestion', `member:${receiver.id}`);
    const receiverNudge = await nudge(receiver.id, 'mutual_interest', `member:${sender.id}`, 'You and Sender have a lot in common');

    const watch = watchTransactions();
    const sent = await sender.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: receiver.id } });
    watch.stop();
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(201);
    expect(watch.others).toEqual([]);
    expect(watch.sent).toHaveLength(1);
    expect(
      watch.sent[0]!.filter((item) => item.sk.startsWith('NUDGE#'))
        .map((item) => item.sk)
        .sort(),
    ).toEqual([`NUDGE#${askNudge}`, `NUDGE#${connectNudge}`].sort());
    expect(await shown(sender)).toEqual([]);
    expect((await stored(receiver.id, receiverNudge))?.state).toBe('active');

    expect((await receiver.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: sender.id } })).statusCode).toBe(200);
    expect((await stored(receiver.id, receiverNudge))?.state).toBe('actioned');
    expect(await shown(receiver)).toEqual([]);
  });

  it('a nudge dismissed meanwhile stays dismissed, and the action still goes through', async () => {
    const sender = await signIn('Dismisser');
    const receiver = await signIn('Other');
    const id = await nudge(sender.id, 'mutual_interest', `member:${receiver.id}`);
    expect((await sender.call(dismissNudge, routes.dismissSmartNudge, { params: { id } })).statusCode).toBe(200);

    const sent = await sender.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: receiver.id } });
    expect(sent.statusCode).toBe(201);
    expect((await stored(sender.id, id))?.state).toBe('dismissed');
  });
});

describe('an RSVP retires the recommendation to attend that event, in the RSVP’s own transaction', () => {
  const DAY = 86_400_000;
  /** An event of `seats` seats (gated when asked) by a fresh organizer. */
  async function eventOf(seats: number, isGated = false): Promise<string> {
    const organizer = await signIn('Host');
    const answer = await organizer.call(createEvent, routes.createEvent, {
      body: {
        title: 'Founders Dinner',
        type: 'networking',
        startTime: new Date(Date.now() + 20 * DAY).toISOString(),
        endTime: new Date(Date.now() + 20 * DAY + 3 * 3_600_000).toISOString(),
        timeZone: 'Asia/Kolkata',
        venue: 'Taj Falaknuma',
        city: 'Hyderabad',
        country: 'India',
        maxAttendees: seats,
        ...(isGated ? { isGated, gatingCriteria: 'Founders of funded companies' } : {}),
      },
    });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    return answer.json.id as string;
  }

  /** RSVPs with a recommendation nudge for this event and one for another; the answer's status and the one transaction sent. */
  async function rsvpRetires(who: SignedIn, eventId: string, status: string) {
    const recommended = await nudge(who.id, 'event_recommendation', `event:${eventId}`, 'Recommended: Founders Dinner');
    const other = await nudge(who.id, 'event_recommendation', 'event:another-event', 'Recommended: Trade Mission');
    const watch = watchTransactions();
    const answer = await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} });
    watch.stop();
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json.status).toBe(status);
    // The RSVP and the nudge are one TransactWriteItems, nothing written beside it.
    expect(watch.others).toEqual([]);
    expect(watch.sent).toHaveLength(1);
    const [transaction] = watch.sent;
    expect(transaction!.some((item) => item.pk === `EVENT#${eventId}` && item.sk.includes(who.id) && item.kind === 'Put')).toBe(true);
    const nudgeSk = `NUDGE#${recommended}`;
    expect(transaction!.filter((item) => item.sk.startsWith('NUDGE#'))).toEqual([{ kind: 'Update', pk: `MEMBER#${who.id}`, sk: nudgeSk }]);
    expect(await stored(who.id, recommended)).toMatchObject({ state: 'actioned', isActioned: true });
    expect((await stored(who.id, other))?.state).toBe('active');
    expect(await shown(who)).toEqual(['Recommended: Trade Mission']);
  }

  it('a confirmed RSVP, then a waitlisted one', async () => {
    const eventId = await eventOf(1);
    await rsvpRetires(await signIn('Seated'), eventId, 'confirmed');
    await rsvpRetires(await signIn('Waiting'), eventId, 'waitlist');
  });

  it('an RSVP awaiting the organizer’s approval', async () => {
    await rsvpRetires(await signIn('Pending'), await eventOf(10, true), 'pending');
  });

  it('a recommendation dismissed before the RSVP stays dismissed, and the RSVP goes through', async () => {
    const eventId = await eventOf(10);
    const guest = await signIn('Dismissed');
    const id = await nudge(guest.id, 'event_recommendation', `event:${eventId}`);
    expect((await guest.call(dismissNudge, routes.dismissSmartNudge, { params: { id } })).statusCode).toBe(200);
    const answer = await guest.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} });
    expect(answer.statusCode).toBe(201);
    expect((await stored(guest.id, id))?.state).toBe('dismissed');
  });
});
