import { describe, expect, it } from 'vitest';
import { noticeOf, safeLink, windowFor } from './push-payload';

describe('the service worker’s push handling', () => {
  it('shows the server’s title, body and tag, and keeps the link for the click', () => {
    const notice = noticeOf(JSON.stringify({ title: 'Asha Reddy sent you a message', body: 'Are you at the summit?', link: '/messages/t1', tag: 'thread.t1' }));
    expect(notice.title).toBe('Asha Reddy sent you a message');
    expect(notice.options).toMatchObject({ body: 'Are you at the summit?', tag: 'thread.t1', data: { link: '/messages/t1' } });
  });

  it('still shows a notice for an empty, foreign or broken push', () => {
    for (const text of [undefined, '', 'not json', '{"body":"no title"}']) {
      const notice = noticeOf(text);
      expect(notice.title).toBe('Telugu Executive Club');
      expect(notice.options.data.link).toBe('/notifications');
    }
  });

  it('opens only paths inside the site', () => {
    expect(safeLink('/events/e1')).toBe('/events/e1');
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) expect(safeLink(link)).toBe('/');
    expect(noticeOf(JSON.stringify({ title: 'T', link: 'https://evil.example' })).options.data.link).toBe('/');
  });

  it('focuses a window already on the link, else reuses one of the site, else opens a new one', () => {
    const origin = 'https://club.example';
    const onLink = { url: `${origin}/messages/t1` };
    const elsewhere = { url: `${origin}/events` };
    expect(windowFor([elsewhere, onLink], '/messages/t1', origin)).toEqual({ window: onLink, navigate: false });
    expect(windowFor([elsewhere], '/messages/t1', origin)).toEqual({ window: elsewhere, navigate: true });
    expect(windowFor([{ url: 'https://other.example/' }], '/messages/t1', origin)).toBeUndefined();
    expect(windowFor([], '/', origin)).toBeUndefined();
  });
});
