import { beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { config } from '../../../platform/config.js';
import { outboxInStatus } from '../../../platform/mail/entities/outbox-mail.js';
import { eventData } from '../../events/data.js';
import { forumData } from '../../forums/data.js';
import { mailData } from '../../mail/data.js';
import { networkData } from '../data.js';
import { queryAll } from '../../../platform/db/pages.js';
import { epochSeconds, nudgeId, nudgeRank } from '../nudges.js';
import { nudgeShard } from '../entities/smart-nudge.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { digestMailId, handler, isoWeek, runWeeklyDigest } from './weekly-digest.js';
import { mailbox } from '../../../test/outbox.js';

let me: SignedIn, ravi: SignedIn, quiet: SignedIn, suresh: SignedIn, lakshmi: SignedIn;
const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const emailOf = (member: SignedIn) => `${member.id}@example.com`;

async function putNudge(member: SignedIn, title: string, message: string) {
  const subject = `member:${title}`;
  await networkData()
    .smartNudges.build(PutItemCommand)
    .item({
      memberId: member.id,
      id: nudgeId(member.id, 'mutual_interest', subject),
      type: 'mutual_interest',
      subject,
      priority: 7,
      rank: nudgeRank(7),
      title,
      message,
      actionUrl: '/network-graph?connect=x',
      actionLabel: 'Connect',
      state: 'active',
      expiresAt: epochSeconds(new Date(inDays(7))),
      shard: nudgeShard(member.id),
    })
    .send();
}

async function rsvp(member: SignedIn, eventId: string) {
  await eventData()
    .rsvps.build(PutItemCommand)
    .item({
      eventId,
      memberId: member.id,
      id: `rsvp-${member.id}`,
      status: 'confirmed',
      memberName: 'A member',
    })
    .send();
}

async function post(author: SignedIn, id: string, title: string, createdAt: string) {
  const { posts, forumMembers } = forumData();
  await posts
    .build(PutItemCommand)
    .item({
      id,
      title,
      body: 'Details inside',
      type: 'requirement',
      forumId: 'f-trade',
      topicTag: 'trade',
      authorId: author.id,
      createdAt,
      updatedAt: createdAt,
    } as never)
    .send();
  await forumMembers.build(PutItemCommand).item({ forumId: 'f-trade', memberId: author.id }).send();
}

const digestOf = async (member: SignedIn) =>
  (
    await mailData()
      .outbox.build(GetItemCommand)
      .key({ id: digestMailId(member.id, isoWeek(now)) })
      .options({ consistent: true })
      .send()
  ).Item;

beforeAll(async () => {
  [me, ravi, quiet, suresh, lakshmi] = (await Promise.all(['Me', 'Ravi', 'Quiet', 'Suresh', 'Lakshmi'].map((name) => signIn(name)))) as [
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
  ];
  await seedForum({
    id: 'f-trade',
    title: 'Import & Export',
    topicTag: 'trade',
  });
  await eventData()
    .events.build(PutItemCommand)
    .item({
      id: 'ev-gala',
      title: 'Diwali Gala Dinner',
      type: 'cultural',
      startTime: inDays(10),
      endTime: inDays(10.2),
      timeZone: 'Asia/Kolkata',
      city: 'Hyderabad',
      country: 'India',
      isVirtual: false,
      isGated: false,
      isActive: true,
      listing: 'active',
      createdBy: suresh.id,
      tags: [],
    })
    .send();
  await Promise.all([rsvp(ravi, 'ev-gala'), rsvp(quiet, 'ev-gala'), rsvp(lakshmi, 'ev-gala')]);
  // Me posted in the forum a month ago (so it is one of my forums); Ravi posts this week.
  await post(me, 'p-old', 'Cold storage near Guntur', inDays(-30));
  await post(ravi, 'p-new', 'Basmati buyers wanted in Dubai', inDays(-2));
  await putNudge(me, 'Meet Anil Kumar', 'You both trade rice with the Gulf');
  await putNudge(lakshmi, 'Meet Kiran', 'You share fintech');
  await mailData().preferences.build(PutItemCommand).item({ memberId: lakshmi.id, digest: false }).send();
});

describe('the weekly-digest job', () => {
  it('queues one digest per member with something new: nudges, events not answered, new posts in their forums; none for the rest', async () => {
    const result = await handler({}, { getRemainingTimeInMillis: () => 600_000 });
    expect(result).toMatchObject({
      done: true,
      resumed: false,
      members: 5,
      queued: 1,
      alreadyQueued: 0,
    });

    const mine = await digestOf(me);
    expect(mine).toMatchObject({
      template: 'weekly-digest',
      category: 'digest',
      status: 'pending',
      to: emailOf(me),
      memberId: me.id,
    });
    const data = JSON.parse(mine!.data);
    expect(data.nudges.map((nudge: { title: string }) => nudge.title)).toEqual(['Meet Anil Kumar']);
    expect(data.events.map((event: { title: string }) => event.title)).toEqual(['Diwali Gala Dinner']);
    expect(data.posts).toEqual([
      expect.objectContaining({
        title: 'Basmati buyers wanted in Dubai',
        forumTitle: 'Import & Export',
      }),
    ]);
    // Ravi answered the event and wrote the only new post; Quiet answered and has no forum; Suresh organizes it; Lakshmi turned the digest off.
    for (const member of [ravi, quiet, suresh, lakshmi]) expect(await digestOf(member), member.id).toBeUndefined();
  });

  it('running again the same week queues nothing more, and the digest arrives once in the mailbox', async () => {
    const [again, overlapping] = await Promise.all([runWeeklyDigest({ now }), runWeeklyDigest({ now })]);
    expect(again.queued + overlapping.queued).toBe(0);
    expect(again.alreadyQueued).toBe(1);
    const pending = (await queryAll(mailData().outbox, outboxInStatus('pending'))).filter((mail) => mail.template === 'weekly-digest');
    expect(pending).toHaveLength(1);

    await deliverOutbox();
    const received = await mailbox(emailOf(me));
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Your week at the club: 1 nudge, 1 event to answer, 1 new post');
    expect(received[0]!.body.text).toContain('Namaskaram Me Reddy,');
    expect(received[0]!.body.html).toContain('Basmati buyers wanted in Dubai');
    expect(received[0]!.body.html).toContain(`${config.siteUrl}/forums?post=p-new`);
    expect(await mailbox(emailOf(quiet))).toHaveLength(0);
  });

  it('a run near its time limit stops at a checkpoint and the next run resumes from it', async () => {
    const next = new Date(now.getTime() + 7 * 86_400_000);
    const first = await runWeeklyDigest({
      now: next,
      pageSize: 2,
      remainingMs: () => 0,
    });
    expect(first).toMatchObject({ done: false, members: 2 });
    const checkpoint = (await networkData().scheduleCheckpoints.build(GetItemCommand).key({ schedule: 'weekly-digest' }).send()).Item;
    expect(checkpoint?.processed).toBe(2);
    const rest = await runWeeklyDigest({ now: next, pageSize: 2 });
    expect(rest).toMatchObject({ done: true, resumed: true, members: 3 });
  });
});
