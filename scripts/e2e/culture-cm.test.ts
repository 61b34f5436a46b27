import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '@club/functions/test/signed-in';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { labelsOnTwoLines } from './broken-labels.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Cultural Concierge and Meet The CM in a real browser, as a new member: upcoming festivals with their
 * Telugu names, a temple's details, a translation request that club staff
 * answer (through the staff-only route, from a staff member's page) and the
 * member rates; a Meet The CM request saved as a draft, then submitted and
 * given a slot staff published (of its length, after confirming); both pages fit a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
let staff: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const TEXT = `Welcome to the Kakinada plant opening ${Date.now().toString(36)}`;
const SUBJECT = `Mango pulp plant in Chittoor ${Date.now().toString(36)}`;
/** A day two weeks ahead in India (YYYY-MM-DD): the slot's and the form's preferred date. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 14 * 86_400_000));

/** A JSON call from inside a page (its session cookie and origin go with it). */
async function callFrom(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

beforeAll(async () => {
  stack = await startTestStack('culture');
  browser = await launchChromium();
  ({ page: member } = await newPage(browser, stack));
  member.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(member, stack, 'Padma', 'Vemuri');
  // The local sign-in offers no staff account: a staff member with a live session, its cookie given to a browser page.
  const clubStaff = await signIn('Lakshmi', { role: 'staff' });
  ({ page: staff } = await newPage(browser, stack));
  staff.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await staff.context().addCookies(
    clubStaff.cookies.map((cookie) => {
      const [name, ...value] = cookie.split('=');
      return { name: name!, value: value.join('='), url: stack.url };
    }),
  );
  await staff.goto('/');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('cultural concierge and Meet The CM', { timeout: 240_000 }, () => {
  it('shows upcoming festivals with Telugu names, and a temple’s details', async () => {
    await member.goto('/cultural-concierge');
    await member.getByRole('tab', { name: 'Festivals' }).click();
    const first = member.getByTestId('festival-card').first();
    await first.waitFor();
    await expect(first.locator('[lang="te"]').first().textContent()).resolves.toMatch(/[\u0C00-\u0C7F]/);
    await expect(member.getByTestId('festival-card').count()).resolves.toBeGreaterThan(3);
    await first.getByRole('button', { name: /View details of/ }).click();
    const festival = member.getByRole('dialog');
    await festival.getByText('Significance').waitFor();
    await festival.getByRole('button', { name: 'Close' }).click();

    await member.getByRole('tab', { name: 'Temples' }).click();
    const tirumala = member.getByTestId('temple-card').filter({ hasText: 'Tirumala' }).first();
    await tirumala.waitFor();
    await expect(member.getByTestId('temple-card').count()).resolves.toBeGreaterThanOrEqual(10);
    await tirumala.getByRole('button', { name: /View details of/ }).click();
    const temple = member.getByRole('dialog');
    await temple.getByText('Nearest railway station').waitFor();
    await temple.getByRole('link', { name: 'Plan darshan' }).waitFor();
    await temple.getByRole('button', { name: 'Close' }).click();
  });

  it('asks for a translation, staff answer it, and the member rates the answer once', async () => {
    await member.getByRole('tab', { name: 'Cultural Assistant' }).click();
    await member.getByTestId('assistant-card').filter({ hasText: 'Translation' }).click();
    const dialog = member.getByRole('dialog', { name: 'Translation request' });
    await expect(dialog.getByLabel('Urgency').inputValue()).resolves.toBe('normal');
    await dialog.getByText('Within 2-3 days', { exact: false }).waitFor();
    await dialog.getByLabel('Text to translate').fill(TEXT);
    await dialog.getByLabel('Target language').selectOption('english');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await member.getByText('Cultural assistance request submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await member.getByRole('tab', { name: 'My Requests' }).click();
    const card = member.getByTestId('cultural-request').filter({ hasText: TEXT });
    await card.getByText('Pending').waitFor();
    await expect(card.getByRole('button', { name: 'Rate Response' }).count()).resolves.toBe(0);

    const mine = await callFrom(member, 'GET', '/api/cultural-requests/my');
    const request = (mine.json as { id: string; request: string }[]).find((r) => r.request === TEXT)!;
    const answer = await callFrom(staff, 'POST', `/api/cultural-requests/${request.id}/answer`, {
      response: 'కాకినాడ ప్లాంట్ ప్రారంభోత్సవానికి స్వాగతం — the translation is attached.',
    });
    expect(answer.status).toBe(200);

    await member.reload();
    await card.getByText('Resolved').waitFor();
    await card.getByText(/కాకినాడ ప్లాంట్/).waitFor();
    await card.getByRole('button', { name: 'Rate Response' }).click();
    const rate = member.getByRole('dialog', { name: 'Rate Response' });
    await rate.getByLabel('4 stars').check({ force: true });
    await rate.getByLabel('Feedback (optional)').fill('Quick and accurate');
    await rate.getByRole('button', { name: 'Submit Rating' }).click();
    await member.getByText('Thank you for your rating!').waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await expect(card.getByRole('button', { name: 'Rate Response' }).count()).resolves.toBe(0);
    const again = await callFrom(member, 'POST', `/api/cultural-requests/${request.id}/rate`, { satisfaction: 5 });
    expect(again.status).toBe(409);
  });

  it('saves a Meet The CM draft, submits it to a state’s Chief Minister and books a 30-minute slot after confirming it', async () => {
    const slot = await callFrom(staff, 'POST', '/api/cm-office/slots', { startTime: `${DAY}T11:00:00+05:30`, durationMinutes: 30 });
    expect(slot.status).toBeLessThan(300);
    const longer = await callFrom(staff, 'POST', '/api/cm-office/slots', { startTime: `${DAY}T12:00:00+05:30`, durationMinutes: 45 });
    expect(longer.status).toBeLessThan(300);

    await member.goto('/meet-the-cm');
    await member
      .getByRole('note')
      .filter({ hasText: /liaison office/ })
      .waitFor();
    await member.getByRole('tab', { name: 'Schedule Meeting' }).click();
    const form = member.getByRole('form', { name: 'Schedule Meeting' });
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByRole('button', { name: 'Save as Draft' }).click();
    await member.getByText('Draft saved').first().waitFor();
    await form.getByText(/Editing a saved draft/).waitFor();

    await member.getByRole('tab', { name: 'My Requests' }).click();
    const draft = member.getByTestId('cm-request').filter({ hasText: SUBJECT });
    await draft.getByText('Draft', { exact: true }).waitFor();
    await draft.getByRole('button', { name: /Edit draft/ }).click();
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe(SUBJECT);
    await form.getByLabel(/Which state’s Chief Minister/).selectOption('telangana');
    await form.getByLabel('Delegation type').selectOption('company');
    await form.getByLabel('Purpose').selectOption('investment');
    await form.getByLabel('Sector').selectOption('agriculture');
    await form.getByLabel('Investment amount').selectOption('large');
    await form.getByLabel('Job creation').fill('350');
    await form.getByLabel('Preferred date').fill(DAY);
    await form.getByLabel('Duration').selectOption('30');
    await form.getByLabel('Urgency').selectOption('important');
    await form.getByLabel('Proposal').fill('A 120 crore mango pulp and aseptic packing plant sourcing from 4,000 Chittoor farmers.');
    await form.getByLabel('Company profile').fill('Godavari Foods, Kakinada; 300 staff.');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await member.getByText('Meeting request submitted').first().waitFor();

    await member.getByText(/to the Chief Minister of Telangana is submitted/).waitFor();
    const picker = member.getByTestId('slot-picker');
    await picker.getByRole('heading', { name: 'Pick a 30-minute meeting slot' }).waitFor();
    await expect(picker.getByLabel('Date').inputValue()).resolves.toBe(DAY);
    const thirty = picker.getByRole('button', { name: /11:00\s*am\s*–\s*11:30\s*am/i });
    await thirty.waitFor();
    // Only slots of the request's length are offered: the 45-minute one (and the seed's) are not.
    await expect(picker.getByText(/^45 min/).count()).resolves.toBe(0);
    await expect(picker.getByRole('button', { name: /12:00\s*pm/i }).count()).resolves.toBe(0);
    // Picking a slot books nothing until it is confirmed.
    await thirty.click();
    const confirm = picker.getByRole('group', { name: 'Confirm the slot' });
    await confirm.getByText(/11:00\s*am.*\(30 minutes\)/i).waitFor();
    await expect(member.getByText('Slot booked').count()).resolves.toBe(0);
    const open = (await callFrom(member, 'GET', `/api/cm-office/available-slots?date=${DAY}&duration=30`)).json as { id: string }[];
    expect(open.map((s) => s.id)).toContain((slot.json as { id: string }).id);
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    await member.getByText('Slot booked').waitFor();
    await member.getByRole('tab', { name: 'My Requests', selected: true }).waitFor();
    const booked = member.getByTestId('cm-request').filter({ hasText: SUBJECT });
    await booked.getByText('Submitted', { exact: true }).waitFor();
    await booked.getByText('Chief Minister of Telangana').waitFor();
    await booked.getByText(/Slot: .*11:00\s*am/i).waitFor();
  });

  it('keeps each festival card action’s label on one line, at 1280 px and on a 375 px phone', async () => {
    const { page } = await newPage(browser, stack);
    await page.context().addCookies(await member.context().cookies());
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cultural-concierge?tab=festivals&year=2030');
      await page.getByTestId('festival-card').first().waitFor();
      const broken = await labelsOnTwoLines(page, '.culture-card__actions > *');
      expect(broken, `${width} px`).toEqual([]);
    }
  });

  it('fits both pages on a 375 px phone without horizontal scrolling', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await member.context().cookies());
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await phone.setViewportSize({ width: 375, height: 800 });
    const pages: [string, string][] = [
      ['/cultural-concierge', '.card-grid'],
      ['/cultural-concierge?tab=festivals', '[data-testid="festival-card"]'],
      ['/cultural-concierge?tab=festivals&year=2030', '[data-testid="festival-card"]'],
      ['/cultural-concierge?tab=temples', '[data-testid="temple-card"]'],
      ['/cultural-concierge?tab=requests', '[data-testid="cultural-request"]'],
      ['/cultural-concierge?ask=translation', '[role="dialog"]'],
      ['/meet-the-cm', '.card-grid'],
      ['/meet-the-cm?tab=schedule', 'form'],
      ['/meet-the-cm?tab=requests', '[data-testid="cm-request"]'],
      ['/meet-the-cm?tab=insights', '.card-grid'],
    ];
    for (const [path, ready] of pages) {
      await phone.goto(path);
      await phone.locator(ready).first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});
