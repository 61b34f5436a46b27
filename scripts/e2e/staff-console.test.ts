import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, openUntilSearchFinds, signInAsDemo, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The staff console in a real browser: a new member raises a concierge ticket; the demo
 * staff member (signed in through the local sign-in page) assigns it, replies
 * and resolves it from the staff console; the member sees the bell's dot,
 * opens the notification, reads the reply and rates the resolution. Staff
 * confirm a submitted darshan plan and the member sees it Confirmed with the
 * details; the demo admin verifies the member and the header changes; /staff
 * fits a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
let staff: Page;
let admin: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const SUFFIX = Date.now().toString(36);
const FIRST = 'Kavya';
const LAST = `Reddy${SUFFIX}`;
const TICKET = `Business visa for Gulfood ${SUFFIX}`;
const DATES = `20-22 January 2027 ${SUFFIX}`;

async function openedPage(): Promise<Page> {
  const { page } = await newPage(browser, stack);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return page;
}

beforeAll(async () => {
  stack = await startTestStack('staff');
  browser = await launchChromium();
  member = await openedPage();
  await signInAsNewMember(member, stack, FIRST, LAST);
  staff = await openedPage();
  await signInAsDemo(staff, stack, 'Lakshmi Prasanna');
  admin = await openedPage();
  await signInAsDemo(admin, stack, 'Venkat Rao');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the staff console', { timeout: 300_000 }, () => {
  it('carries a concierge ticket to its end: assigned, answered, resolved, read from the bell and rated', async () => {
    await member.goto('/concierge');
    await member.getByRole('button', { name: 'New Request' }).click();
    const form = member.getByRole('dialog', { name: 'New Concierge Request' });
    await form.getByLabel('Service category').selectOption('visa');
    await form.getByLabel('Title').fill(TICKET);
    await form.getByLabel('Details').fill('A 90-day multiple entry visa for Gulfood in Dubai in February.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await member.getByText('Request Submitted').first().waitFor();

    // Only staff and admins see the console in the nav.
    await expect(member.getByRole('link', { name: 'Staff', exact: true }).count()).resolves.toBe(0);
    await staff.getByRole('link', { name: 'Staff', exact: true }).first().click();
    await staff.waitForURL(/\/staff/);
    await staff.getByRole('button', { name: TICKET }).click();
    const ticket = staff.getByRole('dialog', { name: TICKET });
    await ticket.getByText(`${FIRST} ${LAST}`).first().waitFor();
    await ticket.getByRole('button', { name: 'Assign to me' }).click();
    await staff.getByText('Ticket assigned to you').first().waitFor();
    await ticket.getByLabel('Reply to the member').fill('Your invitation letter from Gulfood is on its way; we booked the visa appointment for Monday.');
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await staff.getByText('Reply sent').first().waitFor();
    await ticket.getByLabel('Resolution').fill('Visa appointment booked for Monday 10:00 at VFS Hyderabad.');
    await ticket.getByRole('button', { name: 'Resolve' }).click();
    await staff.getByText('Ticket resolved').first().waitFor();

    await member.reload();
    await member.getByTestId('notifications-dot').waitFor();
    await member.getByRole('button', { name: 'Notifications' }).click();
    const panel = member.getByRole('region', { name: 'Notifications panel' });
    await panel.getByRole('link', { name: new RegExp(`New reply on “${TICKET}”`) }).click();
    await member.waitForURL(/\/concierge\?ticket=/);
    const opened = member.getByRole('dialog');
    await opened.getByText(/we booked the visa appointment for Monday/).waitFor();
    await opened.getByText('Visa appointment booked for Monday 10:00 at VFS Hyderabad.').waitFor();
    await opened.getByLabel('4 stars').check({ force: true });
    await opened.getByRole('button', { name: 'Submit rating' }).click();
    await opened.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await expect(opened.getByRole('button', { name: 'Submit rating' }).count()).resolves.toBe(0);
  });

  it('confirms a submitted darshan plan; the member sees it Confirmed with the details', async () => {
    await member.goto('/darshan');
    await member.getByLabel('Preferred dates').fill(DATES);
    await member.getByLabel('Number of devotees').fill('3');
    await member.getByRole('button', { name: 'Next' }).click();
    await member.getByRole('button', { name: 'Next' }).click();
    await member.getByRole('button', { name: 'Create Plan' }).click();
    await member.getByText('Darshan Plan Created').first().waitFor();
    const plan = member.getByTestId('darshan-plan').filter({ hasText: DATES });
    await plan.getByRole('button', { name: 'Submit to TTD' }).click();
    await plan.getByText('Submitted').waitFor();

    await staff.goto('/staff?tab=darshan');
    await staff.getByRole('button', { name: DATES }).click();
    const detail = staff.getByRole('dialog');
    await detail.getByLabel('Confirmation details').fill('VIP break darshan, 21 January 6:00 am, report at Vaikuntam Q1 with ids');
    await detail.getByRole('button', { name: 'Confirm', exact: true }).click();
    await staff.getByText('Darshan plan confirmed').first().waitFor();

    await member.reload();
    const confirmed = member.getByTestId('darshan-plan').filter({ hasText: DATES });
    // The status badge carries its icon ("✔ Confirmed").
    await confirmed.getByText(/^\W*Confirmed$/).waitFor();
    await expect(confirmed.getByTestId('plan-confirmation').textContent()).resolves.toMatch(/^Confirmed: VIP break darshan, 21 January 6:00 am/);
  });

  it('lets an admin verify the member, and the header follows', async () => {
    await member.goto('/');
    const profile = member.locator('.profile-block');
    await profile.getByText('Awaiting verification', { exact: true }).waitFor();

    await openUntilSearchFinds(admin, `/staff?tab=members&q=${LAST}`, '/api/staff/search/members', LAST);
    await admin.getByRole('button', { name: `${FIRST} ${LAST}` }).click();
    const detail = admin.getByRole('dialog');
    await detail.getByRole('button', { name: 'Verify', exact: true }).click();
    await admin.getByText('Member verified').first().waitFor();
    await detail.getByRole('button', { name: 'Remove verification' }).waitFor();
    // The admin's audit log names the change.
    await admin.goto('/staff?tab=audit');
    await admin.getByText('member.verify').first().waitFor();

    await member.reload();
    await profile.getByText('Verified Member', { exact: true }).waitFor();
  });

  it('fits the console on a 375 px phone without horizontal scrolling', async () => {
    const phone = await openedPage();
    await phone.context().addCookies(await staff.context().cookies());
    await phone.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/staff', '/staff?tab=darshan', '/staff?tab=members']) {
      await phone.goto(path);
      await phone.getByRole('tablist', { name: 'Staff console' }).waitFor();
      await phone.locator('[data-testid="queue-row"], .empty-state, .list-empty').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});
