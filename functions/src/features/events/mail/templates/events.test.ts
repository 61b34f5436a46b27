import { describe, expect, it } from 'vitest';
import type { EventMailData, MailEvent } from '../data.js';
import { renderMail } from '../../../../outbox/templates.js';

const event: MailEvent = {
  id: 'event-1',
  title: 'Diwali Gala Dinner',
  startTime: '2026-12-12T13:00:00.000Z',
  endTime: '2026-12-12T16:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  place: 'Taj Krishna, Hyderabad',
};
const context = { siteUrl: 'https://club.example.com' };
const PNG = [0x89, 0x50, 0x4e, 0x47];
// One time format in the app and its mails (the format module).
const WHEN = 'Sat 12 Dec 2026, 6:30 pm – 9:30 pm IST';

type Case = { [T in keyof EventMailData]: [T, EventMailData[T], { subject: string; files: string[]; text: string[] }] }[keyof EventMailData];
const cases: Case[] = [
  [
    'rsvp-confirmed',
    { memberName: 'Lakshmi Rao', event, ticketCode: 'K7P2Q9XM' },
    { subject: 'You are confirmed: Diwali Gala Dinner', files: ['png', 'ics'], text: ['K7P2Q9XM'] },
  ],
  [
    'rsvp-waitlisted',
    { memberName: 'Lakshmi Rao', event, position: 3 },
    { subject: 'You are on the waitlist: Diwali Gala Dinner', files: [], text: ['number 3 in line'] },
  ],
  [
    'rsvp-promoted',
    { memberName: 'Lakshmi Rao', event, ticketCode: 'K7P2Q9XM' },
    { subject: 'A seat opened up: you are confirmed for Diwali Gala Dinner', files: ['png', 'ics'], text: ['K7P2Q9XM'] },
  ],
  [
    'rsvp-approved',
    { memberName: 'Lakshmi Rao', event, ticketCode: 'K7P2Q9XM' },
    { subject: 'Your RSVP was approved: Diwali Gala Dinner', files: ['png', 'ics'], text: ['you are confirmed'] },
  ],
  [
    'rsvp-approved',
    { memberName: 'Lakshmi Rao', event, position: 2 },
    { subject: 'Your RSVP was approved: Diwali Gala Dinner', files: [], text: ['number 2 in line'] },
  ],
  [
    'rsvp-declined',
    { memberName: 'Lakshmi Rao', event, reason: 'Founders only' },
    { subject: 'Your RSVP was declined: Diwali Gala Dinner', files: [], text: ['Founders only'] },
  ],
  [
    'event-changed',
    { memberName: 'Lakshmi Rao', event, before: { ...event, startTime: '2026-12-11T13:00:00.000Z', endTime: '2026-12-11T16:00:00.000Z' } },
    { subject: 'Changed: the time or place of Diwali Gala Dinner', files: ['ics'], text: ['It was: Fri 11 Dec 2026, 6:30 pm – 9:30 pm IST'] },
  ],
  [
    'event-announcement',
    {
      memberName: 'Lakshmi Rao',
      event,
      announcement: { id: 'a1', subject: 'Parking', message: 'Valet at the north gate.\n\nDoors at 6 pm.', organizerName: 'Ravi Kumar' },
    },
    {
      subject: 'Diwali Gala Dinner: Parking',
      files: [],
      text: ['Ravi Kumar, who organizes Diwali Gala Dinner, writes to its guests', 'Valet at the north gate.', 'Doors at 6 pm.'],
    },
  ],
  ['event-cancelled', { memberName: 'Lakshmi Rao', event }, { subject: 'Cancelled: Diwali Gala Dinner', files: [], text: ['has been cancelled'] }],
  [
    'event-reminder',
    { memberName: 'Lakshmi Rao', event, ticketCode: 'K7P2Q9XM' },
    { subject: 'Reminder: Diwali Gala Dinner', files: ['png'], text: ['K7P2Q9XM'] },
  ],
];

describe('events mail templates', () => {
  it.each(cases)('%s: subject, HTML and text with the title and the time in the event zone, attachments', async (template, data, expected) => {
    const mail = await renderMail(template, data as never, context);
    expect(mail.subject).toBe(expected.subject);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Diwali Gala Dinner');
      expect(part).toContain('Namaskaram');
    }
    expect(mail.text).toContain(template === 'rsvp-declined' || template === 'event-cancelled' ? 'Sat 12 Dec 2026, 6:30 pm' : WHEN);
    for (const words of expected.text) expect(mail.text).toContain(words);
    expect(mail.html).toContain('https://club.example.com/events');
    expect(mail.attachments.map((file) => file.filename.split('.').pop())).toEqual(expected.files);
    const qr = mail.attachments.find((file) => file.contentType === 'image/png');
    if (qr) {
      expect([...Buffer.from(qr.content).subarray(0, 4)]).toEqual(PNG);
      expect(qr.filename).toBe('ticket-K7P2Q9XM.png');
    }
    const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'));
    if (ics) {
      const text = Buffer.from(ics.content).toString('utf8');
      expect(text).toContain('SUMMARY:Diwali Gala Dinner');
      expect(text).toContain('UID:event-1@telugu-executive-club');
    }
  });

  it('the fan-out item is never rendered', async () => {
    await expect(renderMail('event-guests', { mail: 'event-cancelled', event }, context)).rejects.toThrow(/expanded/);
  });

  it('the reminder shows the dress code, and a seat’s calendar file carries it', async () => {
    const dressed = { ...event, description: 'Dinner and music', dressCode: 'Black tie' };
    const reminder = await renderMail('event-reminder', { memberName: 'Lakshmi Rao', event: dressed }, context);
    expect(reminder.text).toContain('Dress code: Black tie');
    expect(reminder.html).toMatch(/Dress code: (<!-- -->)?Black tie/);
    const confirmed = await renderMail('rsvp-confirmed', { memberName: 'Lakshmi Rao', event: dressed }, context);
    const ics = confirmed.attachments.find((file) => file.filename.endsWith('.ics'))!;
    expect(Buffer.from(ics.content).toString('utf8')).toContain('DESCRIPTION:Dinner and music\\n\\nDress code: Black tie');
    const plain = await renderMail('event-reminder', { memberName: 'Lakshmi Rao', event }, context);
    expect(plain.text).not.toContain('Dress code');
  });

  it('a virtual event shows its link to the seated guest', async () => {
    const mail = await renderMail(
      'event-reminder',
      { memberName: 'Lakshmi Rao', event: { ...event, place: 'Online', url: 'https://meet.example.com/gala' } },
      context,
    );
    expect(mail.text).toContain('https://meet.example.com/gala');
  });
});
