import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../../outbox/templates.js';

const base = { memberName: 'Padmaja Rao', week: '2026-W48', nudges: [], events: [], posts: [] };
const context = { siteUrl: 'https://club.example.com', unsubscribeUrl: 'https://club.example.com/unsubscribe?t=abc' };

describe('the weekly digest template', () => {
  it('lists each section with its links, counts the rest, and renders HTML and text with the greeting', async () => {
    const mail = await renderMail(
      'weekly-digest',
      {
        ...base,
        nudges: [
          { title: 'Meet Ravi Teja', message: 'You both export spices to the Gulf', actionUrl: '/network-graph?connect=demo-ravi', actionLabel: 'Connect' },
        ],
        events: [
          { id: 'ev-1', title: 'Vizag Port Corridor Briefing', startTime: '2026-12-12T04:30:00.000Z', timeZone: 'Asia/Kolkata', place: 'Visakhapatnam' },
        ],
        posts: [{ id: 'p-1', title: 'Reefer partners wanted', forumTitle: 'Import & Export', authorName: 'Ramesh Reddy' }],
        morePosts: 4,
      },
      context,
    );
    expect(mail.subject).toBe('Your week at the club: 1 nudge, 1 event to answer, 5 new posts');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Namaskaram Padmaja Rao,');
    expect(mail.text).toContain('Sat 12 Dec, 10:00 am IST');
    expect(mail.html).toContain('href="https://club.example.com/network-graph?connect=demo-ravi"');
    expect(mail.html).toContain('href="https://club.example.com/forums?post=p-1"');
    expect(mail.html).toContain('and 4 more posts');
    expect(mail.html).toContain('https://club.example.com/unsubscribe?t=abc');
    expect(mail.html).toContain('prefers-color-scheme: dark');
  });

  it('leaves out the sections with nothing in them', async () => {
    const mail = await renderMail(
      'weekly-digest',
      { ...base, events: [{ id: 'ev-1', title: 'Dallas Networking', startTime: '2026-12-12T00:30:00.000Z', timeZone: 'America/Chicago', place: 'Dallas' }] },
      context,
    );
    expect(mail.subject).toBe('Your week at the club: 1 event to answer');
    expect(mail.text).toMatch(/events you have not answered/i);
    expect(mail.text).not.toMatch(/suggested for you/i);
    expect(mail.text).not.toMatch(/new in your forums/i);
  });
});
