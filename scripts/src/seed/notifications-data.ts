import { eventsListed } from '@club/functions/features/events/entities/event';
import { INTRODUCTIONS } from '@club/functions/features/network/entities/introduction';
import { requestsInStatus } from '@club/functions/features/network/entities/connection-request';
import { notificationsOf, type NotificationItem } from '@club/functions/features/notifications/entities/notification';
import { ALL_POSTS } from '@club/functions/features/forums/entities/post';
import { interestsOf } from '@club/functions/features/forums/entities/post-interest';
import { repliesOf } from '@club/functions/features/forums/entities/post-reply';
import { rsvpsOfEvent } from '@club/functions/features/events/entities/rsvp';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { eventData } from '@club/functions/features/events/data';
import { forumData } from '@club/functions/features/forums/data';
import { investorData } from '@club/functions/features/investors/data';
import { networkData } from '@club/functions/features/network/data';
import { notificationData } from '@club/functions/features/notifications/data';
import { writeTransaction } from '@club/functions/platform/db/transaction';
import { rsvpNotices } from '@club/functions/features/events/rsvps';
import { interestNotice } from '@club/functions/features/forums/interests';
import { replyNotice } from '@club/functions/features/forums/replies';
import { matchAcceptedNotice } from '@club/functions/features/investors/matches';
import { connectionRequestNotice } from '@club/functions/features/network/connections';
import { introNotices } from '@club/functions/features/network/introductions';
import type { NotificationDraft } from '@club/functions/features/notifications/notify';
import { notifyWrites } from '@club/functions/features/notifications/notify-writes';
import { demoMembers } from './demo-data.js';
import { demoResponses } from './investors-demo-items.js';

/** Drafts per transaction: notifyWrites adds one counter write to them (DynamoDB takes 100 items). */
const PER_WRITE = 50;

/** The demo members' names as seeded: fixed, so a title (and with it the check for what exists) is the same on every run. */
const names = new Map(demoMembers.map((member) => [member.id, { firstName: member.firstName, lastName: member.lastName }]));
const nameOf = (id: string) => names.get(id);

/** Replies and interests of demo members on the demo posts of others. */
async function forumNotices(): Promise<NotificationDraft[]> {
  const { posts, postReplies, postInterests } = forumData();
  const seeded = (await queryAll(posts, ALL_POSTS)).filter((post) => post.id.startsWith('demo-post-'));
  const perPost = await Promise.all(
    seeded.map(async (post) => {
      const [replies, interests] = await Promise.all([queryAll(postReplies, repliesOf(post.id)), queryAll(postInterests, interestsOf(post.id))]);
      return [
        ...replies.flatMap((reply) => {
          const replier = nameOf(reply.authorId);
          return reply.id.startsWith('demo-reply-') && replier && reply.authorId !== post.authorId ? [replyNotice(post, replier, reply.body)] : [];
        }),
        ...interests.flatMap((interest) => {
          const member = nameOf(interest.memberId);
          return member && interest.memberId !== post.authorId ? [interestNotice(post, member)] : [];
        }),
      ];
    }),
  );
  return perPost.flat();
}

/** Waiting connection requests between demo members, and each demo introduction's latest step. */
async function networkNotices(): Promise<NotificationDraft[]> {
  const { connectionRequests, introductions } = networkData();
  const [waiting, intros] = await Promise.all([queryAll(connectionRequests, requestsInStatus('requested')), queryAll(introductions, INTRODUCTIONS)]);
  const requests = waiting.flatMap((request) => {
    const from = nameOf(request.fromUserId);
    return from && nameOf(request.toUserId) ? [{ ...connectionRequestNotice(from, request.toUserId, request.note), kind: 'connection_request' as const }] : [];
  });
  const steps = intros
    .filter((intro) => intro.id.startsWith('intro-demo-'))
    .flatMap((intro) => {
      if (intro.status === 'pending') return introNotices.requested(intro, names);
      if (intro.status === 'approved') return introNotices.approved(intro, names, intro.introducerResponse);
      if (intro.status === 'accepted' || intro.status === 'completed') return introNotices.accepted(intro, names, true);
      return [];
    });
  return [...requests, ...steps];
}

/** The organizers' answers on the demo events' gated RSVPs. */
async function eventNotices(): Promise<NotificationDraft[]> {
  const { events, rsvps } = eventData();
  const seeded = (await queryAll(events, eventsListed('active'))).filter((event) => event.id.startsWith('event-') && event.isGated);
  const perEvent = await Promise.all(
    seeded.map(async (event) => {
      const data = await queryAll(rsvps, rsvpsOfEvent(event.id));
      return data.flatMap((rsvp) => {
        if (!nameOf(rsvp.memberId)) return [];
        if (rsvp.status === 'declined') return [rsvpNotices.declined(event, rsvp.memberId, rsvp.rejectionReason)];
        if (rsvp.status === 'confirmed' || rsvp.status === 'checked_in') return [rsvpNotices.approved(event, rsvp.memberId, true)];
        return [];
      });
    }),
  );
  return perEvent.flat();
}

/** The founders' accepted demo matches, told to their investors. */
async function investorNotices(): Promise<NotificationDraft[]> {
  const accepted = demoResponses.filter(([, , status]) => status === 'accepted');
  if (!accepted.length) return [];
  const data = await getMany(
    investorData().matches,
    accepted.map(([investorId, opportunityId]) => ({ opportunityId, investorId })),
  );
  return data.filter((match) => match.status === 'accepted').map((match) => matchAcceptedNotice(match, match.founderName));
}

/** What makes two notifications the same event for the seed. */
const sameAs = (item: Pick<NotificationItem, 'kind' | 'link' | 'title'>) => `${item.kind}|${item.link}|${item.title}`;

/**
 * Tells the demo members what the seeded data says happened to them (replies
 * and interests on their posts, connection requests, introductions, RSVP
 * answers, accepted matches), with the producers' own texts and links and
 * through notifyWrites, so each member's unread counter moves with their
 * items. Idempotent: a member's notifications are read first and only the
 * ones they do not hold yet are written (read or not), so a second run adds
 * nothing and a notification read stays read. Room nights are seeded without
 * requests, so nothing is told about them.
 */
export async function seedNotifications(): Promise<{ notifications: number }> {
  const { notifications } = notificationData();
  const drafts = (await Promise.all([forumNotices(), networkNotices(), eventNotices(), investorNotices()])).flat();
  const byMember = new Map<string, NotificationDraft[]>();
  for (const draft of drafts) byMember.set(draft.userId, [...(byMember.get(draft.userId) ?? []), draft]);
  let written = 0;
  for (const [userId, wanted] of byMember) {
    const held = await queryAll(notifications, notificationsOf(userId));
    const remaining = new Map<string, number>();
    for (const item of held) remaining.set(sameAs(item), (remaining.get(sameAs(item)) ?? 0) + 1);
    const missing = wanted.filter((draft) => {
      const left = remaining.get(sameAs(draft)) ?? 0;
      remaining.set(sameAs(draft), left - 1);
      return left <= 0;
    });
    for (let start = 0; start < missing.length; start += PER_WRITE) {
      const batch = missing.slice(start, start + PER_WRITE);
      await writeTransaction(notifyWrites(batch));
    }
    written += missing.length;
  }
  return { notifications: written };
}
