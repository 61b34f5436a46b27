import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, openUntilSearchFinds, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Messages in a real browser, as two new members: they connect (Connect from
 * the directory, accepted under Requests); Message on the connection opens
 * their one thread and the first writes, with a link; the second sees the
 * count beside the bell, opens the thread (the link clickable) and the first
 * sees "Seen" under the message; inbox and thread fit a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
const pages: Record<'writer' | 'reader', Page> = {} as never;
const NAMES = { writer: ['Anil', 'Kakarla'], reader: ['Bhavani', 'Gorantla'] } as const;
const full = (who: keyof typeof NAMES) => NAMES[who].join(' ');
/** Each step drives two pages on a 2-core machine shared with other tests. */
const TEST_TIMEOUT = 240_000;
const ACTION_TIMEOUT_MS = 90_000;
const TEXT = 'Namaskaram Bhavani, the deck is at https://example.com/deck';

beforeAll(async () => {
  stack = await startTestStack('messages');
  browser = await launchChromium();
  for (const who of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    const { page } = await newPage(browser, stack);
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const [firstName, lastName] = NAMES[who];
    await signInAsNewMember(page, stack, firstName, lastName);
    pages[who] = page;
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** No page-level horizontal scroll. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('messages: connect, write, read, seen', { timeout: TEST_TIMEOUT }, () => {
  it('connects the two members', async () => {
    const { writer, reader } = pages;
    // The reader just joined: found once the search service has indexed them (seconds).
    await openUntilSearchFinds(writer, `/directory?q=${encodeURIComponent(NAMES.reader[1])}`, '/api/search/members', NAMES.reader[0]);
    await writer.getByRole('button', { name: `Connect with ${full('reader')}` }).click();
    const dialog = writer.getByRole('dialog', { name: `Connect with ${full('reader')}` });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await writer.getByText('Connection request sent').waitFor();

    await reader.goto('/network-graph');
    await reader.getByRole('tab', { name: 'Requests (1)' }).click();
    await reader.getByRole('button', { name: `Accept ${full('writer')}` }).click();
    await reader.getByText(`You are now connected with ${full('writer')}`).waitFor();
  });

  it('opens the one thread from Message on the connection and sends a message with a link', async () => {
    const { writer } = pages;
    await writer.goto('/network-graph');
    await writer
      .getByTestId('connection-card')
      .filter({ hasText: full('reader') })
      .getByRole('button', { name: `Message ${full('reader')}` })
      .click();
    await writer.waitForURL(/\/messages\/[^/]+$/);
    await writer.getByText(/Connected since/).waitFor();
    await writer.getByLabel(`Message ${full('reader')}`).fill(TEXT);
    await writer.keyboard.press('Enter');
    const list = writer.getByRole('list', { name: 'Messages' });
    await list.getByText(/Namaskaram Bhavani/).waitFor();
    await expect(writer.getByText('Seen', { exact: true }).count()).resolves.toBe(0);
  });

  it('shows the reader the count beside the bell; the thread opens with the link clickable; the writer sees "Seen"', async () => {
    const { writer, reader } = pages;
    await reader.goto('/events');
    await reader.getByRole('link', { name: 'Messages, 1 unread' }).click();
    await reader.waitForURL(/\/messages$/);
    await reader.getByRole('list', { name: 'Conversations' }).getByText(full('writer')).click();
    await reader.waitForURL(/\/messages\/[^/]+$/);
    const link = reader.getByRole('list', { name: 'Messages' }).getByRole('link', { name: 'https://example.com/deck' });
    await expect(link.getAttribute('href')).resolves.toBe('https://example.com/deck');
    // Reading the thread clears the count; the writer's open thread polls and shows "Seen".
    // The header's icon link (named by its label; the header's menu may hold a text link "Messages" too).
    await reader.getByRole('banner').locator('a[aria-label="Messages"]').waitFor();
    await writer.getByText('Seen', { exact: true }).waitFor({ timeout: 60_000 });

    await reader.getByLabel(`Message ${full('writer')}`).fill('Thank you, Anil.\nI will read it tonight.');
    await reader.getByRole('button', { name: 'Send' }).click();
    await writer
      .getByRole('list', { name: 'Messages' })
      .getByText(/I will read it tonight/)
      .waitFor({ timeout: 60_000 });
  });

  it('fits the inbox and the thread on a 375 px phone', async () => {
    const { reader } = pages;
    const thread = reader.url();
    await reader.setViewportSize({ width: 375, height: 800 });
    await reader.reload();
    await reader.getByRole('list', { name: 'Messages' }).waitFor();
    await expect(fitsWidth(reader)).resolves.toBe(true);
    await reader.goto('/messages');
    await reader.getByRole('list', { name: 'Conversations' }).waitFor();
    await expect(fitsWidth(reader)).resolves.toBe(true);
    expect(thread).toMatch(/\/messages\//);
  });
});
