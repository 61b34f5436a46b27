import { displayName } from '@club/shared';
import { eventData } from '@club/functions/features/events/data';
import { rsvpsOfMember } from '@club/functions/features/events/entities/rsvp';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { eventMail, mailEventOf } from '@club/functions/features/events/mail/data';
import { runWeeklyDigest } from '@club/functions/features/network/jobs/weekly-digest';
import { demoMembers } from './demo-data.js';

/** The member whose mailbox shows the demo mails (the first demo member). */
const DEMO_RECIPIENT = demoMembers[0]!;

/**
 * Demo mail for the local mailbox: the demo member's RSVP confirmation for
 * their next confirmed event, and this week's digests (the real job). Each
 * outbox item has a fixed id put only when absent, so seeding again queues
 * nothing twice and never re-sends a mail already delivered. `npm start`'s
 * mail-outbox schedule then sends them to the SES emulator.
 */
export async function seedDemoMails(now = new Date()): Promise<{ rsvpConfirmation: boolean; digests: number }> {
  const { events } = eventData();
  const mine = await queryAll(eventData().rsvps, rsvpsOfMember(DEMO_RECIPIENT.id));
  const seated = mine.filter((rsvp) => rsvp.status === 'confirmed' && rsvp.qrCode);
  const upcoming = (
    await getMany(
      events,
      seated.map(({ eventId }) => ({ id: eventId })),
    )
  )
    .filter((event) => Date.parse(event.startTime) > now.getTime())
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const event = upcoming[0];
  let rsvpConfirmation = false;
  if (event) {
    rsvpConfirmation = await eventMail.once({
      id: `demo-rsvp-confirmed-${event.id}-${DEMO_RECIPIENT.id}`,
      template: 'rsvp-confirmed',
      to: DEMO_RECIPIENT.email,
      memberId: DEMO_RECIPIENT.id,
      data: {
        memberName: displayName(DEMO_RECIPIENT),
        ticketCode: seated.find((rsvp) => rsvp.eventId === event.id)!.qrCode!,
        // The snapshot a real confirmation takes of its event.
        event: mailEventOf(event, true),
      },
    });
  }
  const digest = await runWeeklyDigest({ now });
  return { rsvpConfirmation, digests: digest.queued };
}
