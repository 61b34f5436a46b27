import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Search in a real browser, as a new member over the demo data (32 members
 * and the club's people, newest first): Krishna Mohan Yarlagadda joined early,
 * so he is not among the directory's first 20; the directory's search finds
 * him by full name and misspelt ("Yarlagada"), and Ramesh Reddy by his
 * surname in Telugu script ("రెడ్డి"); the search sits in the address, so a
 * shared link finds the same. Ctrl+K opens the global search, grouped by
 * kind; Down and Enter open the first result.
 */
let stack: LocalStack;
let browser: Browser;
let page: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const TEST_TIMEOUT = 240_000;
const EARLY = 'Krishna Mohan Yarlagadda';

beforeAll(async () => {
  stack = await startTestStack('search');
  browser = await launchChromium();
  ({ page } = await newPage(browser, stack));
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(page, stack, 'Sravani', 'Movva');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const cards = () => page.locator('.member-card');
const card = (name: string) => cards().filter({ hasText: name });

/** Types `text` into the directory's search box and waits for the search that answers it. */
async function searchDirectory(text: string): Promise<void> {
  const answered = page.waitForResponse((res) => res.url().includes('/api/search/members?') && new URL(res.url()).searchParams.get('q') === text);
  await page.getByLabel('Search members').fill(text);
  expect((await answered).status()).toBe(200);
}

describe('search: the directory finds every member; Ctrl+K finds anything', { timeout: TEST_TIMEOUT }, () => {
  it('finds a member beyond the first page by full name and misspelt, and in Telugu script', async () => {
    await page.goto('/directory');
    // The first search of a fresh stack builds the members index from the table (no snapshot yet).
    await expect.poll(() => cards().count(), { timeout: ACTION_TIMEOUT_MS }).toBe(20);
    // The newest 20 do not hold him: before search, the directory could not find him on its first page.
    await expect(card(EARLY).count()).resolves.toBe(0);

    await searchDirectory(EARLY);
    await card(EARLY).first().waitFor();
    await expect(card(EARLY).locator('mark').count()).resolves.toBeGreaterThan(0);
    await page.getByText(/^\d+ members? found$/).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(EARLY);

    await searchDirectory('Yarlagada');
    await card(EARLY).first().waitFor();

    await searchDirectory('రెడ్డి');
    await card('Ramesh Reddy').first().waitFor();
  });

  it('keeps the search in the address: a shared link shows the same results', async () => {
    await page.goto(`/directory?q=${encodeURIComponent('Yarlagada')}`);
    await card(EARLY).first().waitFor();
    await expect(page.getByLabel('Search members').inputValue()).resolves.toBe('Yarlagada');
  });

  it('opens the global search with Ctrl+K; results are grouped by kind, and Down then Enter opens the first', async () => {
    await page.goto('/events');
    await page.getByRole('heading', { level: 1, name: 'Community Events' }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the club' });
    const box = dialog.getByRole('combobox', { name: 'Search the club' });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await box.pressSequentially('Yarlagada', { delay: 30 });
    const members = dialog.getByRole('group', { name: 'Members' });
    await members.getByRole('option').filter({ hasText: 'Yarlagadda' }).first().waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');

    await page.keyboard.press('ArrowDown');
    const first = dialog.getByRole('option').first();
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
    const before = page.url();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.url(), { timeout: ACTION_TIMEOUT_MS }).not.toBe(before);
    // The member's page (or the directory searched for them) names him.
    await page.locator('main').getByText(EARLY).first().waitFor();
  });
});
