import { beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { NEXT_CURSOR_HEADER, notificationSchema, routes, type AppNotification, type Member, type NotificationKind } from '@club/shared';
import * as z from '@club/shared/zod';
import { config } from '../../../platform/config.js';
import { getDocumentClient } from '../../../platform/db/client.js';
import { notificationsOf } from '../entities/notification.js';
import { queryAll } from '../../../platform/db/pages.js';
import { counterData } from '../../stats/data.js';
import { notificationData } from '../data.js';
import { writeTransaction } from '../../../platform/db/transaction.js';
import { markNotificationRead } from '../notifications.js';
import { UNREAD_NOTIFICATIONS } from '../notify.js';
import { notifyWrites } from '../notify-writes.js';
import { memberScope } from '../../stats/counters.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { connect } from '../../../test/network.js';
import { pause, readCounts, seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as approveRsvp } from '../../events/http/approve-rsvp.js';
import { handler as cancelRsvp } from '../../events/http/cancel-rsvp.js';
import { handler as declineRsvp } from '../../events/http/decline-rsvp.js';
import { handler as rsvpEvent } from '../../events/http/rsvp-event.js';
import { handler as createPost } from '../../forums/http/create-post.js';
import { handler as addInterest } from '../../forums/http/add-post-interest.js';
import { handler as createReply } from '../../forums/http/create-post-reply.js';
import { handler as acceptMatch } from '../../investors/http/accept-investor-match.js';
import { handler as createOpportunity } from '../../investors/http/create-investment-opportunity.js';
import { handler as expressInterest } from '../../investors/http/express-interest.js';
import { handler as saveProfile } from '../../investors/http/save-investor-profile.js';
import { handler as acceptConnection } from '../../network/http/accept-connection-request.js';
import { handler as acceptIntro } from '../../network/http/accept-intro-request.js';
import { handler as approveIntro } from '../../network/http/approve-intro-request.js';
import { handler as createIntro } from '../../network/http/create-intro-request.js';
import { handler as sendRequest } from '../../network/http/send-connection-request.js';
import { handler as acceptRoom } from '../../room-nights/http/accept-room-night-request.js';
import { handler as completeRoom } from '../../room-nights/http/complete-room-night.js';
import { handler as createRoom } from '../../room-nights/http/create-room-night.js';
import { handler as requestRoom } from '../../room-nights/http/request-room-night.js';
import { handler as getUnreadCount } from './get-unread-notification-count.js';
import { handler as list } from './list-notifications.js';
import { handler as markAllRead } from './mark-all-notifications-read.js';
import { handler as markRead } from './mark-notification-read.js';
import { withDeadline } from '../../../platform/db/contention.js';
import { angelInvestorProfile } from '../../../test/investor-profile.js';

/** Writes `count` notifications for a member the way producers do (notifyWrites, counter in the same transaction), `perWrite` at a time. */
async function notify(memberId: string, count: number, perWrite = 1): Promise<void> {
  for (let done = 0; done < count; done += perWrite) {
    const drafts = Array.from({ length: Math.min(perWrite, count - done) }, (_, i) => ({
      userId: memberId,
      kind: 'ticket_reply' as const,
      title: `Update ${done + i + 1}`,
      link: '/concierge',
    }));
    await writeTransaction(notifyWrites(drafts));
    await pause();
  }
}

/** The member's whole bell, newest first. */
async function bell(who: SignedIn): Promise<AppNotification[]> {
  const answer = await who.call(list, routes.listNotifications, { query: { limit: '50' } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return z.array(notificationSchema).parse(answer.json);
}
const ofKind = async (who: SignedIn, kind: NotificationKind) => (await bell(who)).filter((n) => n.kind === kind);

async function unread(who: SignedIn): Promise<number> {
  const answer = await who.call(getUnreadCount, routes.getUnreadNotificationCount);
  expect(answer.statusCode).toBe(200);
  return (answer.json as { count: number }).count;
}

/** The counter item as stored (the route clamps at 0; this does not). */
async function storedCounter(memberId: string): Promise<number> {
  const { Item } = await counterData()
    .counters.build(GetItemCommand)
    .key({ scope: memberScope(memberId), name: UNREAD_NOTIFICATIONS })
    .options({ consistent: true })
    .send();
  return Item?.count ?? 0;
}
/** The member's notifications that really are unread, counted from the items. */
async function trulyUnread(memberId: string): Promise<number> {
  return (await queryAll(notificationData().notifications, notificationsOf(memberId), { filter: { attr: 'read', eq: false } })).length;
}

describe('the bell', () => {
  it('lists the member’s notifications newest first, a page per Query, never another member’s', async () => {
    const member = await signIn('Lakshmi');
    const other = await signIn('Other');
    await notify(member.id, 5);
    await notify(other.id, 2);

    const counter = countDynamoCommands();
    const first = await member.call(list, routes.listNotifications, { query: { limit: '2' } });
    expect(readCounts(counter.counts())).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
    counter.stop();

    const titles: string[] = z
      .array(notificationSchema)
      .parse(first.json)
      .map((n) => n.title);
    let cursor = first.headers[NEXT_CURSOR_HEADER];
    while (cursor) {
      const next = await member.call(list, routes.listNotifications, { query: { limit: '2', cursor } });
      titles.push(
        ...z
          .array(notificationSchema)
          .parse(next.json)
          .map((n) => n.title),
      );
      cursor = next.headers[NEXT_CURSOR_HEADER];
    }
    expect(titles).toEqual(['Update 5', 'Update 4', 'Update 3', 'Update 2', 'Update 1']);
    const bad = await member.call(list, routes.listNotifications, { query: { cursor: 'not-a-cursor' } });
    expect(bad.statusCode).toBe(400);
  });

  it('counts unread exactly through create, read (once) and read-all, with one GetItem (and the unread messages’ Query beside it, the same round)', async () => {
    const member = await signIn('Ravi');
    expect(await unread(member)).toBe(0);
    await notify(member.id, 3);
    const counter = countDynamoCommands();
    expect(await unread(member)).toBe(3);
    const { AuthBatchGet: _auth, ...commands } = counter.counts();
    counter.stop();
    expect(Object.values(commands).reduce((a, b) => a + b, 0)).toBe(2);
    expect(Object.keys(commands).sort()).toEqual([expect.stringMatching(/^Get/), 'QueryCommand']);

    const [newest] = await bell(member);
    const params = { notificationId: newest!.id };
    const read = await member.call(markRead, routes.markNotificationRead, { params });
    expect(read.statusCode).toBe(200);
    expect(read.json).toMatchObject({ id: newest!.id, read: true, title: newest!.title });
    expect(await unread(member)).toBe(2);
    // Again: the same answer, no second decrement.
    expect((await member.call(markRead, routes.markNotificationRead, { params })).json).toEqual(read.json);
    expect(await unread(member)).toBe(2);

    const all = await member.call(markAllRead, routes.markAllNotificationsRead);
    expect(all.json).toEqual({ count: 2 });
    expect(await unread(member)).toBe(0);
    expect((await bell(member)).every((n) => n.read)).toBe(true);
    expect((await member.call(markAllRead, routes.markAllNotificationsRead)).json).toEqual({ count: 0 });
    expect(await storedCounter(member.id)).toBe(0);
  });

  it('answers 404 for another member’s notification or none, and changes nothing', async () => {
    const owner = await signIn('Owner');
    const stranger = await signIn('Stranger');
    await notify(owner.id, 1);
    const [theirs] = await bell(owner);
    const answer = await stranger.call(markRead, routes.markNotificationRead, { params: { notificationId: theirs!.id } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json).toEqual({ message: 'Notification not found' });
    expect((await stranger.call(markRead, routes.markNotificationRead, { params: { notificationId: 'nope' } })).statusCode).toBe(404);
    expect(await unread(owner)).toBe(1);
    expect(await unread(stranger)).toBe(0);
    expect((await bell(owner))[0]!.read).toBe(false);
  });

  it('never takes the counter below the true unread count under concurrent read-all, single reads and new notifications', async () => {
    const member = await signIn('Busy');
    // More than one transaction's worth (99), so read-all pages and batches.
    await notify(member.id, 230, 50);
    expect(await unread(member)).toBe(230);
    const some = (await bell(member)).slice(0, 10);

    const [readAlls, singles] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => member.call(markAllRead, routes.markAllNotificationsRead))),
      Promise.all(some.map((n) => member.call(markRead, routes.markNotificationRead, { params: { notificationId: n.id } }))),
      notify(member.id, 12),
    ]);
    expect([...readAlls, ...singles].map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    expect(singles.every((a) => a.json.read === true)).toBe(true);

    // Each of the 242 was turned read by exactly one call (a read-all or one of the 10 single reads) or is still unread.
    const changedByReadAll = readAlls.reduce((sum, a) => sum + (a.json as { count: number }).count, 0);
    const truth = await trulyUnread(member.id);
    expect(changedByReadAll + truth).toBeLessThanOrEqual(242);
    expect(changedByReadAll + truth).toBeGreaterThanOrEqual(242 - some.length);
    expect(await storedCounter(member.id)).toBe(truth);
    expect(await unread(member)).toBe(truth);
    await member.call(markAllRead, routes.markAllNotificationsRead);
    expect(await storedCounter(member.id)).toBe(0);
  });
});

describe('marking read when DynamoDB cancels for contention', () => {
  const member = { id: 'member-contended', firstName: 'Asha', lastName: 'Rao' } as Member;
  const unreadItem = {
    id: 'n-contended',
    userId: member.id,
    kind: 'post_reply',
    title: 'A reply',
    link: '/forums',
    read: false,
    createdAt: '2026-11-24T10:00:00.000Z',
  } as const;
  /** The item as DynamoDB returns it (its keys, index keys and entity name included). */
  const stored = () => notificationData().notifications.build(PutItemCommand).item(unreadItem).params().Item!;
  const conflict = () =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });

  it('tries again, reading what is still unread, and writes the decrement once', async () => {
    const dynamo = mockClient(getDocumentClient());
    try {
      dynamo.on(GetCommand).resolves({ Item: stored() });
      dynamo.on(BatchGetCommand).resolves({ Responses: { [config.tableName]: [stored()] }, UnprocessedKeys: {} });
      dynamo.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
      expect(await markNotificationRead(member, unreadItem.id)).toMatchObject({ id: unreadItem.id, read: true });
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
      expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    } finally {
      dynamo.restore();
    }
  });

  it('answers 409 "try again" when the contention does not end, never a 500', async () => {
    const dynamo = mockClient(getDocumentClient());
    try {
      dynamo.on(GetCommand).resolves({ Item: stored() });
      dynamo.on(BatchGetCommand).resolves({ Responses: { [config.tableName]: [stored()] }, UnprocessedKeys: {} });
      dynamo.on(TransactWriteCommand).rejects(conflict());
      await expect(withDeadline(Date.now() + 2_000, () => markNotificationRead(member, unreadItem.id))).rejects.toMatchObject({ statusCode: 409 });
    } finally {
      dynamo.restore();
    }
  });
});

describe('producers tell the right member, in the same transaction, never the actor', () => {
  beforeAll(async () => {
    await seedForum({ id: 'forum-notify', title: 'Trade & Exports', topicTag: 'trade' });
  });

  it('forums: a reply and an interest on the member’s post', async () => {
    const author = await signIn('Ravi');
    const reader = await signIn('Padmaja');
    const created = await author.call(createPost, routes.createPost, {
      body: { title: 'Rice exports to UAE', body: 'Sona Masoori, 200 t a month', forumId: 'forum-notify' },
    });
    const post = created.json as { id: string };
    const params = { postId: post.id };

    await reader.call(createReply, routes.createPostReply, { params, body: { body: 'We ship weekly to Jebel Ali.' } });
    const [reply] = await ofKind(author, 'post_reply');
    expect(reply).toMatchObject({
      title: 'Padmaja Reddy replied to your post “Rice exports to UAE”',
      body: 'We ship weekly to Jebel Ali.',
      link: `/forums?post=${post.id}`,
      read: false,
    });
    // Replying to one's own post tells no one.
    await author.call(createReply, routes.createPostReply, { params, body: { body: 'Thanks, sending details.' } });
    expect(await ofKind(author, 'post_reply')).toHaveLength(1);

    await reader.call(addInterest, routes.addPostInterest, { params });
    await reader.call(addInterest, routes.addPostInterest, { params });
    await author.call(addInterest, routes.addPostInterest, { params });
    const interests = await ofKind(author, 'post_interest');
    expect(interests).toHaveLength(1);
    expect(interests[0]).toMatchObject({ title: 'Padmaja Reddy is interested in your post “Rice exports to UAE”', link: `/forums?post=${post.id}` });
    expect(await bell(reader)).toEqual([]);
    expect(await unread(author)).toBe(2);
  });

  it('room nights: a request to the owner, then accept and handover to the requester', async () => {
    const owner = await signIn('Owner');
    const guest = await signIn('Guest');
    const room = (await owner.call(createRoom, routes.createRoomNight, { body: { hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate' } })).json as {
      id: string;
    };
    const params = { roomNightId: room.id };
    const asked = await guest.call(requestRoom, routes.requestRoomNight, { params, body: { message: 'For my parents' } });
    expect(await bell(owner)).toMatchObject([
      {
        kind: 'room_request',
        title: 'Guest Reddy asked for your room night at Srinivasam on 2026-12-16',
        body: 'For my parents',
        link: '/darshan#room-exchange',
      },
    ]);

    await owner.call(acceptRoom, routes.acceptRoomNightRequest, { params: { ...params, requestId: (asked.json as { id: string }).id } });
    await owner.call(completeRoom, routes.completeRoomNight, { params });
    const told = await bell(guest);
    expect(told.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['room_handover', 'Owner Reddy completed the handover of the room night at Srinivasam on 2026-12-16', '/darshan#room-exchange'],
      ['room_accepted', 'Owner Reddy accepted your request for the room night at Srinivasam on 2026-12-16', '/darshan#room-exchange'],
    ]);
    expect(await bell(owner)).toHaveLength(1);
    expect(await unread(guest)).toBe(2);
  });

  it('events: approved, declined, and promoted from the waitlist', async () => {
    const organizer = await signIn('Organizer');
    const [approved, declined, seated, waiting] = await Promise.all([signIn('Approved'), signIn('Declined'), signIn('Seated'), signIn('Waiting')]);
    const start = new Date(Date.now() + 30 * 86_400_000);
    const form = (extra: Record<string, unknown>) => ({
      title: 'Hyderabad CXO Breakfast',
      type: 'networking',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 7_200_000).toISOString(),
      timeZone: 'Asia/Kolkata',
      venue: 'Taj Krishna',
      city: 'Hyderabad',
      country: 'India',
      ...extra,
    });
    const gated = (await organizer.call(createEvent, routes.createEvent, { body: form({ isGated: true, gatingCriteria: 'CXOs only' }) })).json as {
      id: string;
    };
    const rsvp = async (who: SignedIn, eventId: string) =>
      (await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} })).json as { id: string };
    const yes = await rsvp(approved, gated.id);
    const no = await rsvp(declined, gated.id);
    await organizer.call(approveRsvp, routes.approveRsvp, { params: { eventId: gated.id, rsvpId: yes.id } });
    await organizer.call(declineRsvp, routes.declineRsvp, { params: { eventId: gated.id, rsvpId: no.id }, body: { reason: 'Seats are reserved for CXOs' } });
    expect(await bell(approved)).toMatchObject([
      {
        kind: 'rsvp_approved',
        title: 'Your RSVP to “Hyderabad CXO Breakfast” was approved',
        body: 'You are confirmed; your QR ticket is in My RSVPs.',
        link: '/events?tab=rsvps',
      },
    ]);
    expect(await bell(declined)).toMatchObject([
      { kind: 'rsvp_declined', title: 'Your RSVP to “Hyderabad CXO Breakfast” was declined', body: 'Seats are reserved for CXOs', link: '/events?tab=rsvps' },
    ]);

    const small = (await organizer.call(createEvent, routes.createEvent, { body: form({ maxAttendees: 1 }) })).json as { id: string };
    await rsvp(seated, small.id);
    await rsvp(waiting, small.id);
    expect(await bell(waiting)).toEqual([]);
    await seated.call(cancelRsvp, routes.cancelRsvp, { params: { eventId: small.id } });
    expect(await bell(waiting)).toMatchObject([
      { kind: 'waitlist_promoted', title: 'A seat opened up: you are confirmed for “Hyderabad CXO Breakfast”', link: '/events?tab=rsvps' },
    ]);
    expect(await bell(seated)).toEqual([]);
    expect(await bell(organizer)).toEqual([]);
  });

  it('network: a connection request, and an introduction requested, approved and accepted', async () => {
    const [requester, introducer, target] = await Promise.all([signIn('Requester'), signIn('Introducer'), signIn('Target')]);
    await requester.call(sendRequest, routes.sendConnectionRequest, { body: { toUserId: introducer.id, note: 'Met at the Vizag summit' } });
    expect(await ofKind(introducer, 'connection_request')).toMatchObject([
      { title: 'Requester Reddy asked to connect with you', body: 'Met at the Vizag summit', link: '/network-graph?tab=requests' },
    ]);
    expect(await bell(requester)).toEqual([]);
    await introducer.call(acceptConnection, routes.acceptConnectionRequest, { params: { memberId: requester.id } });
    await connect(target, introducer);

    const intro = (
      await requester.call(createIntro, routes.createIntroRequest, {
        body: { targetUserId: target.id, introducerId: introducer.id, purpose: 'business', message: 'Rice exports' },
      })
    ).json as { id: string };
    const link = `/network-graph?tab=introductions&introduction=${intro.id}`;
    expect(await ofKind(introducer, 'intro_requested')).toMatchObject([
      { title: 'Requester Reddy asked you for an introduction to Target Reddy', body: 'Rice exports', link },
    ]);

    await introducer.call(approveIntro, routes.approveIntroRequest, { params: { introId: intro.id }, body: { note: 'Happy to' } });
    expect(await ofKind(requester, 'intro_approved')).toMatchObject([
      { title: 'Introducer Reddy approved your introduction to Target Reddy', body: 'Happy to', link },
    ]);
    expect(await ofKind(target, 'intro_approved')).toMatchObject([{ title: 'Introducer Reddy would like to introduce you to Requester Reddy', link }]);

    await target.call(acceptIntro, routes.acceptIntroRequest, { params: { introId: intro.id }, body: {} });
    expect(await ofKind(requester, 'intro_accepted')).toMatchObject([{ title: 'Target Reddy accepted your introduction; you are now connected', link }]);
    expect(await ofKind(introducer, 'intro_accepted')).toMatchObject([{ title: 'Target Reddy accepted your introduction to Requester Reddy', link }]);
    expect(await ofKind(target, 'intro_accepted')).toEqual([]);
    expect(await ofKind(introducer, 'intro_approved')).toEqual([]);
    expect(await unread(requester)).toBe((await bell(requester)).length);
  });

  it('investors: the founder accepting a match tells the investor', async () => {
    const founder = await signIn('Founder');
    const investor = await signIn('Investor');
    const opportunity = (
      await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
        body: {
          title: 'Paisa Setu',
          description: 'UPI credit lines for kirana stores',
          stage: 'seed',
          industry: 'fintech',
          targetAmount: 50_000_000,
          minInvestment: 5_000_000,
          location: 'Hyderabad, India',
          teluguFounders: true,
        },
      })
    ).json as { id: string };
    await investor.call(saveProfile, routes.saveInvestorProfile, {
      body: angelInvestorProfile,
    });
    const match = (await investor.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } })).json as { id: string };
    const accepted = await founder.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.id } });
    expect(accepted.statusCode).toBe(200);
    expect(await bell(investor)).toMatchObject([
      { kind: 'match_accepted', title: 'Founder Reddy accepted your match with “Paisa Setu”', link: '/investors?tab=matches' },
    ]);
    // The founder was told of the interest, never of their own accept.
    expect(await bell(founder)).toMatchObject([
      { kind: 'investor_interest', title: 'Investor Reddy is interested in “Paisa Setu”', link: '/investors?tab=investments' },
    ]);
    // A stale second accept is a 409 and tells no one again.
    expect((await founder.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.id } })).statusCode).toBe(409);
    expect(await unread(investor)).toBe(1);
  });
});
