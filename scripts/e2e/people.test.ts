import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsDemo } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * People shown as people, in a real browser over the demo data: Ramesh Reddy
 * (Founder & CEO, Godavari Aqua Exports) sees his connection Srinivas
 * Chowdary's network card with title and company; he raises a concierge
 * ticket and the staff queue names him with his title and company; from
 * his name in the header he opens My profile, edits his title in
 * place and hides his contact details from everyone.
 */
let stack: LocalStack;
let browser: Browser;
let ramesh: Page;
let staff: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const TICKET = `Car and driver in Vizag ${Date.now().toString(36)}`;

async function openedPage(): Promise<Page> {
  const { page } = await newPage(browser, stack);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return page;
}

beforeAll(async () => {
  stack = await startTestStack('people');
  browser = await launchChromium();
  ramesh = await openedPage();
  await signInAsDemo(ramesh, stack, 'Ramesh Reddy');
  staff = await openedPage();
  await signInAsDemo(staff, stack, 'Lakshmi Prasanna');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('people as people', { timeout: 300_000 }, () => {
  it('shows title and company on a network card', async () => {
    await ramesh.goto('/network-graph');
    const card = ramesh.getByTestId('connection-card').filter({ hasText: 'Srinivas Chowdary' });
    const chip = card.getByTestId('person-chip');
    await chip.getByRole('heading', { level: 3, name: 'Srinivas Chowdary' }).waitFor();
    await chip.getByText('Director, Exports', { exact: true }).waitFor();
    await chip.getByText('Krishna Delta Rice Mills', { exact: true }).waitFor();
    await chip.getByRole('img', { name: 'Verified member' }).waitFor();
  });

  it('names who raised a ticket in the staff queue with title and company', async () => {
    await ramesh.goto('/concierge');
    await ramesh.getByRole('button', { name: 'New Request' }).click();
    const form = ramesh.getByRole('dialog', { name: 'New Concierge Request' });
    await form.getByLabel('Service category').selectOption('travel');
    await form.getByLabel('Title').fill(TICKET);
    await form.getByLabel('Details').fill('A car with a driver for two days around the port, from the airport.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await ramesh.getByText('Request Submitted').first().waitFor();

    await staff.goto('/staff');
    const row = staff.getByRole('row').filter({ has: staff.getByRole('button', { name: TICKET }) });
    const chip = row.getByTestId('person-chip');
    await chip.getByText('Ramesh Reddy', { exact: true }).waitFor();
    await chip.getByText('Founder & CEO · Godavari Aqua Exports', { exact: true }).waitFor();
  });

  it('opens My profile from the header, edits the title in place and hides the contact details', async () => {
    await ramesh.goto('/');
    await ramesh.getByRole('link', { name: 'Ramesh Reddy (My profile)' }).click();
    await ramesh.waitForURL(/\/profile$/);
    const seen = ramesh.getByRole('region', { name: 'How other members see you' });
    await seen.getByText('Founder & CEO', { exact: true }).waitFor();
    await seen.getByText('Godavari Aqua Exports', { exact: true }).waitFor();

    await ramesh.getByRole('button', { name: 'Edit profile' }).click();
    await ramesh.getByLabel('Title').fill('Managing Director');
    await ramesh.getByLabel('Who sees my e-mail and phone').selectOption('nobody');
    await ramesh.getByRole('button', { name: 'Save profile' }).click();
    await ramesh.getByText('Profile updated').first().waitFor();
    await seen.getByText('Managing Director', { exact: true }).waitFor();
    await ramesh.getByTestId('contact-visibility').getByText('Nobody', { exact: true }).waitFor();
  });

  it('shows event times in the time zone chosen on My profile, with the venue’s beside them', async () => {
    await ramesh.goto('/profile');
    await ramesh.getByRole('button', { name: 'Edit profile' }).click();
    await ramesh.getByLabel('Time zone').selectOption('America/Chicago');
    await ramesh.getByRole('button', { name: 'Save profile' }).click();
    await ramesh.getByText('Profile updated').first().waitFor();

    await ramesh.goto('/events');
    // The browser's own zone is not Chicago's: a Chicago time with India's beside it comes from the saved preference.
    await ramesh
      .getByText(/\d{1,2}:\d{2}.*CST · .*IST/)
      .first()
      .waitFor();
  });
});
