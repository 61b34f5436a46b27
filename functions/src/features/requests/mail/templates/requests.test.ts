import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../../outbox/templates.js';

const context = { siteUrl: 'https://club.example.com', unsubscribeUrl: 'https://club.example.com/unsubscribe?token=t' };

describe('request mail templates', () => {
  it('renders a reply with who answered, the reply in full, and a link to the request', async () => {
    const mail = await renderMail(
      'request-reply',
      {
        memberName: 'Lakshmi Rao',
        request: { kind: 'cultural', title: 'Please translate: welcome', path: '/cultural-concierge?tab=requests' },
        reply: 'మా కార్యాలయానికి స్వాగతం\nSay it slowly.',
        from: 'Padma Reddy',
      },
      context,
    );
    expect(mail.subject).toBe('New reply on your cultural request: Please translate: welcome');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Namaskaram Lakshmi Rao,');
    expect(mail.text).toContain('Padma Reddy replied to your cultural request');
    expect(mail.text).toContain('మా కార్యాలయానికి స్వాగతం');
    expect(mail.html).toContain('href="https://club.example.com/cultural-concierge?tab=requests"');
    expect(mail.html).toContain('https://club.example.com/unsubscribe?token=t');
  });

  it('escapes what staff wrote instead of rendering it as markup', async () => {
    const mail = await renderMail(
      'request-reply',
      {
        memberName: 'Ravi',
        request: { kind: 'concierge', title: 'Visa', path: '/concierge?ticket=1' },
        reply: '<script>alert(1)</script>',
        from: 'The club’s concierge team',
      },
      context,
    );
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['resolved', 'concierge', 'Your concierge request is resolved: Business visa'],
    ['confirmed', 'darshan', 'Your Tirumala darshan plan is confirmed: Business visa'],
    ['failed', 'trade', 'Your trade assistance request could not be completed: Business visa'],
    ['declined', 'cm', 'Your Meet The CM request was declined: Business visa'],
  ] as const)('words the %s status of a %s request in the subject', async (status, kind, subject) => {
    const mail = await renderMail(
      'request-status',
      { memberName: 'Ravi', request: { kind, title: 'Business visa', path: '/x' }, status, from: 'The club’s concierge team' },
      context,
    );
    expect(mail.subject).toBe(subject);
  });

  it('renders a scheduled meeting with its India time, place and the note', async () => {
    const mail = await renderMail(
      'request-status',
      {
        memberName: 'Sunitha Reddy',
        request: { kind: 'cm', title: 'Solar park in Anantapur', path: '/meet-the-cm?tab=requests' },
        status: 'scheduled',
        details: 'Bring the DPR.',
        meeting: { startTime: '2026-12-10T05:30:00.000Z', endTime: '2026-12-10T06:00:00.000Z', timeZone: 'Asia/Kolkata', place: 'Secretariat, Amaravati' },
        from: 'The club’s concierge team',
      },
      context,
    );
    expect(mail.subject).toBe('Your Meet The CM request is scheduled: Solar park in Anantapur');
    expect(mail.text).toMatch(/When: Thu 10 Dec 2026, 11:00 am – 11:30 am IST/);
    expect(mail.text).toContain('Where: Secretariat, Amaravati');
    expect(mail.text).toContain('Bring the DPR.');
    expect(mail.text).toContain('The club’s concierge team');
    expect(mail.html).toContain('href="https://club.example.com/meet-the-cm?tab=requests"');
  });
});
