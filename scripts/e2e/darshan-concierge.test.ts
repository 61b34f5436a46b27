import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@club/shared';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/** Darshan, concierge and room nights in a real browser: a darshan plan through the wizard, the concierge chat and tickets, the room-night exchange between two members. */
let stack: LocalStack;
let browser: Browser;
let page: Page;
/** A room night three weeks ahead: the exchange lists only nights still to come. */
const roomNightDay = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startTestStack('darshan');
  browser = await launchChromium();
  ({ page } = await newPage(browser, stack));
  await signInAsNewMember(page, stack, 'Sarojini', 'Veeramachaneni');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('darshan, concierge and the room-night exchange', () => {
  it('plans a visit through the three steps, sees it as Planning, and submits it to TTD', async () => {
    await page.goto('/darshan');
    await page.getByLabel('Preferred dates').fill('15-17 December 2026');
    await page.getByLabel('Number of devotees').fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Special requirements').fill('Wheelchair for my mother');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Notes').fill('Arriving by car from Hyderabad');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await page.getByText('Darshan Plan Created').waitFor();
    await page.getByText(/Step 1 of 3/).waitFor();

    const plan = page.getByTestId('darshan-plan').first();
    await plan.getByText('15-17 December 2026').waitFor();
    await plan.getByText('Planning').waitFor();
    await plan.getByRole('button', { name: 'Submit to TTD' }).click();
    await plan.getByText('Submitted').waitFor();
    await expect(plan.getByRole('button', { name: 'Submit to TTD' }).count()).resolves.toBe(0);
  });

  it('gets the visa reply in the chat, raises a ticket and filters by Open', async () => {
    await page.goto('/concierge');
    await page.getByPlaceholder('Type your message...').fill('I need a visa');
    await page.getByPlaceholder('Type your message...').press('Enter');
    await page.getByText(/I can help with visa and passport matters/).waitFor();

    await page.getByRole('button', { name: 'New Request' }).click();
    const form = page.getByRole('dialog', { name: 'New Concierge Request' });
    await form.getByLabel('Title').fill('Visa');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await form.getByText('Please select a service category').waitFor();
    await form.getByText('Title must be at least 5 characters').waitFor();
    await form.getByLabel('Service category').selectOption('visa');
    await form.getByLabel('Title').fill('Business visa for Dubai');
    await form.getByLabel('Details').fill('90-day multiple entry visa for Gulfood in February.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Request Submitted').waitFor();

    await page.getByRole('group', { name: 'Request status' }).getByRole('button', { name: 'Open' }).click();
    await page.locator('.ticket-card', { hasText: 'Business visa for Dubai' }).waitFor();
    // The TTD ticket opened by the submitted plan is open too.
    await page.locator('.ticket-card', { hasText: 'TTD darshan booking: 15-17 December 2026' }).waitFor();
  });

  it('posts a room night as one member, requests it as another, and the owner accepts', async () => {
    await page.goto('/darshan');
    await page.getByRole('button', { name: 'Post a room night' }).click();
    const post = page.getByRole('dialog', { name: 'Post a room night' });
    await post.getByLabel('Hotel').fill('Fortune Kences, Tirupati');
    await post.getByLabel('Date').fill(roomNightDay);
    await post.getByLabel('Room type').fill('Deluxe double');
    await post.getByRole('button', { name: 'Post room night' }).click();
    await page.getByText('Room night posted').waitFor();

    const { page: other } = await newPage(browser, stack);
    await signInAsNewMember(other, stack, 'Bhaskar', 'Gollapudi');
    await other.goto('/darshan#room-exchange');
    await other.getByRole('button', { name: `Request Fortune Kences, Tirupati on ${formatDate(roomNightDay)}` }).click();
    const ask = other.getByRole('dialog', { name: 'Request Fortune Kences, Tirupati' });
    await ask.getByLabel('Message to the owner').fill('For my parents, thank you!');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await other.getByText('Request sent to the owner').waitFor();

    await page.reload();
    const mine = page.getByTestId('my-room-night').filter({ hasText: 'Fortune Kences, Tirupati' });
    await mine.getByText(/Bhaskar Gollapudi: For my parents/).waitFor();
    await mine.getByRole('button', { name: 'Accept' }).click();
    await mine.getByText('Going to Bhaskar Gollapudi').waitFor();

    await other.reload();
    await other.getByTestId('my-room-request').filter({ hasText: 'Fortune Kences' }).getByText('Accepted').waitFor();
  });
});
