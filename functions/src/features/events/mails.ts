import { displayName, type Member } from '@club/shared';
import type { EventItem } from './entities/event.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { eventMail, mailEventOf, type GuestMail } from './mail/data.js';
import { mailRecipient } from '../members/index.js';

/** Whom an RSVP's mail goes to: the member themself, at their own address. */
export interface MailTo {
  memberId: string;
  name: string;
  email: string;
}

type Mail = NamedWrite<'mail'>;

/** The signed-in member as a recipient; undefined without an address. */
export const mailToSelf = (member: Member): MailTo | undefined =>
  member.email ? { memberId: member.id, name: displayName(member), email: member.email } : undefined;

/** Another member as a recipient (the organizer's answer, a promotion): their address read now; undefined without one. */
export async function mailToRsvper(memberId: string, name: string): Promise<MailTo | undefined> {
  const recipient = await mailRecipient(memberId);
  return recipient?.email ? { memberId, name, email: recipient.email } : undefined;
}

const to = (recipient: MailTo) => ({ to: recipient.email, memberId: recipient.memberId });

/** "RSVP confirmed" with the ticket (its QR image and the .ics attached by the template). */
export const confirmedMail = (event: EventItem, recipient: MailTo, ticketCode: string): Mail =>
  eventMail.write({ template: 'rsvp-confirmed', ...to(recipient), data: { memberName: recipient.name, ticketCode, event: mailEventOf(event, true) } });

/** "On the waitlist", with the place in line the RSVP takes (the event as read, before the append). */
export const waitlistedMail = (event: EventItem, recipient: MailTo): Mail =>
  eventMail.write({
    template: 'rsvp-waitlisted',
    ...to(recipient),
    data: { memberName: recipient.name, position: event.waitlist.length + 1, event: mailEventOf(event, false) },
  });

/** "A seat opened up": the waitlisted member is now confirmed with a new ticket. */
export const promotedMail = (event: EventItem, recipient: MailTo, ticketCode: string): Mail =>
  eventMail.write({ template: 'rsvp-promoted', ...to(recipient), data: { memberName: recipient.name, ticketCode, event: mailEventOf(event, true) } });

/** The organizer approved a gated RSVP: seated with `ticketCode`, or waitlisted (the event as read, before the append). */
export const approvedMail = (event: EventItem, recipient: MailTo, ticketCode?: string): Mail =>
  eventMail.write({
    template: 'rsvp-approved',
    ...to(recipient),
    data: {
      memberName: recipient.name,
      event: mailEventOf(event, ticketCode !== undefined),
      ...(ticketCode ? { ticketCode } : { position: event.waitlist.length + 1 }),
    },
  });

/** The organizer declined a gated RSVP, with their reason when given. */
export const declinedMail = (event: EventItem, recipient: MailTo, reason: string | undefined): Mail =>
  eventMail.write({
    template: 'rsvp-declined',
    ...to(recipient),
    data: { memberName: recipient.name, event: mailEventOf(event, false), ...(reason ? { reason } : {}) },
  });

/**
 * One outbox item for a mail to every confirmed guest (the change's
 * transaction holds it whatever the event's size); the outbox consumer
 * expands it into one mail per guest.
 */
export const guestsMail = (mail: GuestMail): Mail => eventMail.write({ template: 'event-guests', to: '', data: mail });

/** Whether an edit moved the event in time or place (what its guests are mailed about). */
export function movedTimeOrPlace(before: EventItem, after: EventItem): boolean {
  const was = mailEventOf(before, true);
  const now = mailEventOf(after, true);
  return was.startTime !== now.startTime || was.endTime !== now.endTime || was.timeZone !== now.timeZone || was.place !== now.place || was.url !== now.url;
}
