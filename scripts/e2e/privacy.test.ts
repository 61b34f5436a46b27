import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ScheduleName } from '@club/shared';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { runScheduleOnce } from '../src/runtime/local-schedules.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsDemo } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * A member's data in a real browser on the local stack: a demo member opens
 * /settings/privacy from My profile, asks for a copy of their data, waits
 * while it is prepared (the page polls) and downloads the ZIP; schedules the
 * deletion of their account by typing DELETE and keeps it again; then, signed
 * in on a second device (another browser context), signs that one out with
 * "Sign out everywhere else", and the second device finds itself signed out
 * on reload. The e2e stack runs no schedules on timers: the test runs the
 * data-requests schedule itself, as
 * `npm start` would on its interval.
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const MEMBER = 'Anitha Varma';

/** The schedule that prepares exports (and erases due accounts). */
const EXPORT_SCHEDULES: ScheduleName[] = ['data-requests'];

async function openedPage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, stack);
  opened.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return opened;
}

beforeAll(async () => {
  stack = await startTestStack('privacy');
  browser = await launchChromium();
  ({ page: member } = await openedPage());
  await signInAsDemo(member, stack, MEMBER);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('privacy: a copy of my data, deleting my account, signing out other devices', { timeout: 300_000 }, () => {
  it('opens /settings/privacy from My profile', async () => {
    await member.goto('/profile');
    await member.getByRole('link', { name: /^Privacy and your data/ }).click();
    await member.waitForURL(`${stack.url}/settings/privacy`);
    await member.getByRole('heading', { level: 1, name: 'Privacy and your data' }).waitFor();
  });

  it('asks for a copy of the data, shows it being prepared, then downloads a ZIP', async () => {
    await member.getByRole('button', { name: 'Download your data', exact: true }).click();
    await member.getByText('Preparing… we’ll e-mail you when it is ready.').waitFor();

    const download = member.getByRole('button', { name: /^Download your data requested/ });
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    // Run the export job until the page (polling every few seconds) offers the download.
    while (!(await download.isVisible())) {
      expect(Date.now(), 'the export became ready').toBeLessThan(deadline);
      for (const name of EXPORT_SCHEDULES) await runScheduleOnce(name);
      await member.waitForTimeout(2_000);
    }

    const [file] = await Promise.all([member.waitForEvent('download'), download.first().click()]);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('refuses a second copy the same day with the server’s reason', async () => {
    await member.getByRole('button', { name: 'Download your data', exact: true }).click();
    // The error toast carries the API's reason (one copy every 24 hours), whatever its words.
    await member.locator('.toast[data-variant="destructive"] .toast__description').filter({ hasText: /\S/ }).waitFor();
  });

  it('schedules the deletion after DELETE is typed, and Keep my account cancels it', async () => {
    const remove = member.getByRole('button', { name: 'Delete my account' });
    await expect(remove.isDisabled()).resolves.toBe(true);
    await member.getByLabel('Type DELETE to confirm').fill('DELETE');
    await remove.click();
    await member.getByText(/^Your account will be deleted on /).waitFor();

    // Signed in again (a reload), the page says the same and the shell does not ask again this session.
    await member.reload();
    await member.getByText(/^Your account will be deleted on /).waitFor();
    await expect(member.getByRole('dialog', { name: 'Keep your account?' }).count()).resolves.toBe(0);

    await member.getByRole('button', { name: 'Keep my account' }).click();
    await member.getByText('Your account stays').waitFor();
    await member.getByRole('button', { name: 'Delete my account' }).waitFor();
  });

  it('signs a second device out with Sign out everywhere else; that device is signed out on reload', async () => {
    const { page: phone, context } = await openedPage();
    await signInAsDemo(phone, stack, MEMBER);

    await member.reload();
    const rows = member.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: ACTION_TIMEOUT_MS }).toBeGreaterThanOrEqual(2);
    await rows.filter({ hasText: 'This device' }).waitFor();

    await member.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await member.getByRole('button', { name: 'Yes, sign out the others' }).click();
    await member.getByText(/^Signed out of \d+ devices?$/).waitFor();
    await expect.poll(() => rows.count(), { timeout: ACTION_TIMEOUT_MS }).toBe(1);

    await phone.reload();
    await phone
      .getByRole('button', { name: 'Sign In' })
      .or(phone.getByRole('link', { name: 'Sign In' }))
      .first()
      .waitFor();
    await context.close();

    // This device stays signed in.
    await member.reload();
    await member.getByRole('heading', { level: 1, name: 'Privacy and your data' }).waitFor();
  });
});
