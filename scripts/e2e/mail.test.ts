import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MAIL_CATEGORIES, MAIL_CATEGORY_LABELS } from '@club/shared';
import { signUnsubscribeToken } from '@club/functions/features/mail/index';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { runScheduleOnce } from '../src/runtime/local-schedules.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * E-mail in a real browser on the local stack: a new member RSVPs to a demo
 * event and the confirmation (with its .ics) lands in the local SES
 * emulator's mailbox; the mail's one-click unsubscribe is POSTed as a mail
 * client does (form body, no Origin, no cookie); a second RSVP then mails
 * nothing (the outbox item ends `skipped`). The /unsubscribe page works signed
 * out with Undo, and the Notifications settings page saves a switch that a
 * reload still shows; both pages pass axe-core (WCAG 2.2 AA) at phone width. The e2e stack runs no schedules on timers: the test runs
 * the `mail-outbox` schedule itself (the same handler `npm start` runs every minute).
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
const EMAIL = 'sarada.kommineni@example.com';
const FIRST_EVENT = 'Virtual Investor Meetup: Seed to Series A';
const SECOND_EVENT = 'Telugu Executive Summit 2026 — Hyderabad';
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { filename?: string; contentType: string; content: string }[];
}

/** The member's mail in the emulator's JSON store (its web page shows the same). */
async function mailbox(): Promise<StoredMail[]> {
  const answer = await fetch(`${stack.ses.endpoint}/store`);
  const { emails } = (await answer.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(EMAIL)));
}

async function rsvp(page: Page, title: string) {
  await page.goto('/events');
  await page
    .getByRole('button', { name: `RSVP to ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `RSVP: ${title}` });
  const dietary = dialog.getByLabel('Dietary restrictions');
  if (await dietary.count()) await dietary.fill('Vegetarian');
  await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
  await page.getByText('RSVP submitted successfully!').waitFor();
}

/** Serious or critical axe-core findings (WCAG 2.2 AA) and whether the page scrolls sideways. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  return wide ? [...findings, 'scrolls sideways'] : findings;
}
const PHONE = { width: 375, height: 800 };

/**
 * Every switch on the page as drawn: its track's colour against the card
 * behind it (an undefined colour token leaves a track transparent, so an
 * ON switch showed as bare text), and the state it says in words.
 */
function drawnSwitches(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].map((input) => {
      const opaque = (color: string) => color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent';
      let behind = 'rgb(255, 255, 255)';
      for (let node = input.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (opaque(color)) {
          behind = color;
          break;
        }
      }
      const track = getComputedStyle(input).backgroundColor;
      const box = input.getBoundingClientRect();
      return {
        name: input.name,
        checked: input.checked,
        drawn: opaque(track) && track !== behind && box.width > 0 && box.height > 0,
        says: input.parentElement?.querySelector('.mail-switch__state')?.textContent ?? '',
      };
    }),
  );
}

const deliver = () => runScheduleOnce('mail-outbox') as Promise<{ sent: number; skipped: number; retrying: number; failed: number }>;

beforeAll(async () => {
  stack = await startTestStack('mail');
  browser = await launchChromium();
  ({ page: member } = await newPage(browser, stack));
  member.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(member, stack, 'Sarada', 'Kommineni');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('mail: confirmation, one-click unsubscribe, settings', { timeout: 180_000 }, () => {
  let footerLink = '';

  it('mails the RSVP confirmation with its .ics to the local mailbox', async () => {
    await rsvp(member, FIRST_EVENT);
    expect((await deliver()).sent).toBeGreaterThanOrEqual(1);
    // The welcome mail of the member's first sign-in, and the confirmation: nothing else.
    const mails = await mailbox();
    expect(mails.map((sent) => sent.subject).sort()).toEqual(['Welcome to the Telugu Executive Club', `You are confirmed: ${FIRST_EVENT}`]);
    const mail = mails.find((sent) => sent.subject === `You are confirmed: ${FIRST_EVENT}`);
    const ics = mail!.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(Buffer.from(ics!.content, 'base64').toString('utf8')).toContain('BEGIN:VEVENT');
    footerLink = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(mail!.body.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(footerLink.startsWith(`${stack.url}/unsubscribe?token=`)).toBe(true);
  });

  it('unsubscribes from events with one click, as a mail client posts it', async () => {
    // The emulator keeps no headers of a mail with attachments; List-Unsubscribe carries the same token on the API's path
    // (functions/src/features/mail/http/mail.test.ts reads the header itself from the MIME sent to SES).
    const token = new URL(footerLink).searchParams.get('token')!;
    const answer = await fetch(`${stack.url}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    await expect(answer.json()).resolves.toEqual({ category: 'events', subscribed: false });
  });

  it('mails nothing for the next RSVP: the outbox item is skipped', async () => {
    await rsvp(member, SECOND_EVENT);
    const result = await deliver();
    expect(result.skipped).toBe(1);
    expect(result.sent).toBe(0);
    expect(await mailbox()).toHaveLength(2);
  });

  it('shows the unsubscribe page signed out, with Undo', async () => {
    const memberId = new URL(footerLink).searchParams.get('token')!.split('.')[0]!;
    const token = await signUnsubscribeToken(Buffer.from(memberId, 'base64url').toString('utf8'), 'digest');
    const { page: visitor, context } = await newPage(browser, stack);
    visitor.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await visitor.setViewportSize(PHONE);
    await visitor.goto(`/unsubscribe?token=${token}`);
    await visitor.getByText(`You will no longer get ${MAIL_CATEGORY_LABELS.digest.title} e-mails.`).waitFor();
    await expect(accessibilityProblems(visitor)).resolves.toEqual([]);
    await visitor.getByRole('button', { name: 'Undo' }).click();
    await visitor.getByText(`You will get ${MAIL_CATEGORY_LABELS.digest.title} e-mails again.`).waitFor();
    // A changed token is refused, and says so.
    await visitor.goto(`/unsubscribe?token=${token.slice(0, -3)}AAA`);
    await visitor.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await context.close();
  });

  it('saves a switch on the Notifications settings page, and a reload shows it', async () => {
    await member.goto('/profile');
    await member.getByRole('link', { name: /Notification settings/ }).click();
    await member.waitForURL(`${stack.url}/settings/notifications`);
    const events = member.getByRole('switch', { name: new RegExp(`^${MAIL_CATEGORY_LABELS.events.title}`) });
    await expect(events.isChecked()).resolves.toBe(false);
    await expect(member.getByRole('switch', { name: new RegExp(`^${MAIL_CATEGORY_LABELS.digest.title}`) }).isChecked()).resolves.toBe(true);
    await member.getByText('In-app notifications (the bell) stay on').waitFor();
    // Every switch, on or off, is drawn and says its state.
    const drawn = await drawnSwitches(member);
    // One switch per mail category, and the device's push switch beside them.
    expect(drawn.filter((item) => item.name !== 'push')).toHaveLength(MAIL_CATEGORIES.length);
    expect(drawn.map((item) => item.name)).toContain('push');
    expect(drawn.filter((item) => item.checked).length).toBeGreaterThan(0);
    expect(drawn.filter((item) => !item.checked).length).toBeGreaterThan(0);
    for (const item of drawn) expect(item, item.name).toMatchObject({ drawn: true, says: item.checked ? 'On' : 'Off' });
    await events.focus();
    await member.keyboard.press('Space');
    await member.getByRole('button', { name: 'Save' }).click();
    await member.getByText('Notification settings saved').waitFor();
    await member.setViewportSize(PHONE);
    await member.reload();
    await expect(member.getByRole('switch', { name: new RegExp(`^${MAIL_CATEGORY_LABELS.events.title}`) }).isChecked()).resolves.toBe(true);
    await expect(accessibilityProblems(member)).resolves.toEqual([]);
  });
});
