import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../outbox/templates.js';

describe('the welcome mail', () => {
  it('greets the member by name, lists the first steps and links home, with the unsubscribe link', async () => {
    const mail = await renderMail(
      'welcome',
      { memberName: 'Anjali' },
      { siteUrl: 'https://club.example', unsubscribeUrl: 'https://club.example/unsubscribe?t=x' },
    );
    expect(mail.subject).toBe('Welcome to the Telugu Executive Club');
    expect(mail.text).toContain('Namaskaram Anjali');
    expect(mail.text).toMatch(/three members/);
    expect(mail.html).toContain('href="https://club.example/"');
    expect(mail.html).toContain('https://club.example/unsubscribe?t=x');
  });
});
