import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

const context = { siteUrl: 'https://club.example.com', unsubscribeUrl: 'https://club.example.com/unsubscribe?token=t' };

describe('network and investor mail templates', () => {
  it('the introduction to the target: both cards, the notes, the link to act, no contact details it was not given', async () => {
    const mail = await renderMail(
      'introduction',
      {
        memberName: 'Kiran Rao',
        introducer: { name: 'Sita Sharma', title: 'Partner', companyName: 'Charminar Capital' },
        requester: { name: 'Ravi Varma', title: 'Founder', companyName: 'Godavari Aqua' },
        purpose: 'investment',
        message: 'Raising a seed round for aquaculture',
        note: 'Kiran backs exactly this',
        link: '/network-graph?tab=introductions&introduction=i1',
      },
      context,
    );
    expect(mail.subject).toBe('Sita Sharma would like to introduce you to Ravi Varma');
    expect(mail.attachments).toEqual([]);
    // React separates adjacent text in the HTML with empty comments.
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      expect(part).toContain('Namaskaram Kiran Rao,');
      expect(part).toContain('Founder at Godavari Aqua');
      expect(part).toContain('Partner at Charminar Capital');
      expect(part).toContain('Raising a seed round for aquaculture');
      expect(part).toContain('Kiran backs exactly this');
      expect(part).not.toContain('E-mail:');
    }
    expect(mail.html).toContain('href="https://club.example.com/network-graph?tab=introductions&amp;introduction=i1"');
    expect(mail.html).toContain('https://club.example.com/unsubscribe?token=t');
  });

  it('the meeting: its span in the recipient’s zone with the meeting’s beside it, and an .ics in the meeting’s zone', async () => {
    const mail = await renderMail(
      'meeting-scheduled',
      {
        memberName: 'Venkat Rao',
        side: 'investor',
        matchId: 'm1',
        opportunity: { id: 'o1', title: 'Paisa Setu', stage: 'Seed', industry: 'Fintech' },
        other: { name: 'Padma Reddy', organisation: 'Paisa Setu Pvt Ltd', email: 'padma@example.com' },
        scheduledByName: 'Padma Reddy',
        meeting: { startTime: '2030-01-14T04:30:00.000Z', endTime: '2030-01-14T05:30:00.000Z', timeZone: 'Asia/Kolkata', location: 'T-Hub, Hyderabad' },
        recipientTimeZone: 'Europe/London',
        attendees: [
          { name: 'Padma Reddy', email: 'padma@example.com' },
          { name: 'Venkat Rao', email: 'venkat@example.com' },
        ],
      },
      context,
    );
    expect(mail.subject).toBe('Meeting scheduled: Paisa Setu with Padma Reddy');
    // London is 5:30 behind Kolkata in January: 04:30–05:30 there, 10:00–11:00 at the meeting.
    expect(mail.text).toMatch(/14 Jan 2030, 4:30 am – 5:30 am GMT/);
    expect(mail.text).toMatch(/10:00 am – 11:00 am IST/);
    expect(mail.text).toContain('padma@example.com');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toMatch(/\.ics$/);
    expect(ics!.contentType).toContain('text/calendar');
    const text = String(ics!.content).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300114T100000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20300114T110000');
    expect(text).toContain('SUMMARY:Pitch meeting: Paisa Setu with Venkat Rao');
    expect(text).toContain('LOCATION:T-Hub\\, Hyderabad');
  });

  it('a proposed match: the score as a percent of 100, the investor as title at company with the fund on its own line', async () => {
    const mail = await renderMail(
      'investor-interest',
      {
        memberName: 'Padma Reddy',
        opportunity: { id: 'o1', title: 'GulfRemit', stage: 'Seed', industry: 'Fintech' },
        investor: {
          name: 'Ravi Kommareddy',
          title: 'Chief Operating Officer',
          organisation: 'Kommareddy Group',
          fund: 'Kommareddy Family Office',
          investorType: 'Family office',
        },
        compatibilityScore: 1,
      },
      context,
    );
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      expect(part).toContain('fits it at 100%');
      expect(part).toContain('Chief Operating Officer at Kommareddy Group');
      expect(part).toContain('Fund: Kommareddy Family Office');
      expect(part).not.toContain('Officer, Kommareddy Family Office');
    }
    const summary = await renderMail(
      'matches-proposed',
      {
        memberName: 'Ravi Kommareddy',
        minScore: 0.6,
        matches: [{ side: 'investor', opportunity: { id: 'o1', title: 'GulfRemit', stage: 'Seed' }, other: { name: 'Padma Reddy' }, compatibilityScore: 0.75 }],
      },
      context,
    );
    expect(summary.subject).toBe('A proposed match: GulfRemit');
    expect(summary.text).toContain('GulfRemit: fits at 75%');
    expect(summary.text).toContain('at 60% or more');
    expect(summary.text).not.toContain('0.75');
  });
});
