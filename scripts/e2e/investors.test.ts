import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Investors in a real browser, as new members: a founder adds an opportunity;
 * an investor sets up a profile, filters deal flow and expresses interest;
 * the founder accepts the match; the investor schedules a meeting and gets
 * the .ics; the founder finds the investor in the connector's Investor Network
 * and sends a direct request; the calculator gives the right post-money; both pages
 * fit a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let founder: Page;
let investor: Page;
const TITLE = `Godavari PayTech ${Date.now().toString(36)}`;
const INVESTOR = 'Anjali Kommineni';

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, `days` from now at `hour`:00 (the browser's wall time). */
const localInput = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hour)}:00`;
};

beforeAll(async () => {
  stack = await startTestStack('investors');
  browser = await launchChromium();
  ({ page: founder } = await newPage(browser, stack));
  await signInAsNewMember(founder, stack, 'Srinivas', 'Gorantla');
  ({ page: investor } = await newPage(browser, stack));
  await signInAsNewMember(investor, stack, 'Anjali', 'Kommineni');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const deal = (page: Page) => page.getByTestId('deal-card').filter({ hasText: TITLE });
const match = (page: Page) => page.getByTestId('match-card').filter({ hasText: TITLE });

describe('investors: deal flow, interest, match, meeting and the connector', () => {
  it('lets a founder add an opportunity (stage seed by default) that shows under My Investments', async () => {
    await founder.goto('/investors');
    await founder.getByRole('heading', { level: 1, name: 'Investor Corner' }).waitFor();
    await founder.getByRole('button', { name: '+ Add Opportunity' }).click();
    const form = founder.getByRole('dialog', { name: 'Add Investment Opportunity' });
    await form.getByLabel('Company/Startup Name').fill(TITLE);
    await expect(form.getByLabel('Stage').inputValue()).resolves.toBe('seed');
    await form.getByLabel('Description').fill('UPI collections for rural cooperative banks in the Godavari districts.');
    await form.getByLabel('Industry').selectOption('fintech');
    await form.getByLabel('Target amount (₹)').fill('30000000');
    await form.getByLabel('Min investment (₹)').fill('1000000');
    await form.getByLabel('Location').fill('Rajahmundry, Andhra Pradesh');
    // Amplify draws its own box over a visually hidden input: click the label, as a person does.
    await form.getByText('Telugu founders', { exact: true }).click();
    await expect(form.getByLabel('Telugu founders').isChecked()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Create Opportunity' }).click();
    await founder.getByText('Investment opportunity created successfully!').waitFor();
    await form.waitFor({ state: 'detached' });

    await founder.getByRole('tab', { name: 'My Investments' }).click();
    const mine = founder.getByTestId('my-opportunity').filter({ hasText: TITLE });
    await mine.getByText('Active').waitFor();
    await mine.getByText('0 interested investors').waitFor();
  });

  it('lets an investor set up a profile, filter deal flow and express interest once', async () => {
    await investor.goto('/investors?tab=profile');
    await investor.getByRole('button', { name: 'Setup Investor Profile' }).click();
    const form = investor.getByRole('dialog', { name: 'Setup Investor Profile' });
    await form.getByLabel('Investor type').selectOption('angel');
    await form.getByLabel('Min investment (₹)').fill('500000');
    await form.getByLabel('Max investment (₹)').fill('20000000');
    await form.getByLabel('Typical check size (₹)').fill('2500000');
    await form.getByRole('group', { name: 'Focus areas' }).getByText('Fintech', { exact: true }).click();
    await form.getByRole('group', { name: 'Preferred stages' }).getByText('Seed', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Fintech' }).isChecked()).resolves.toBe(true);
    await form.getByLabel('Investment thesis').fill('Telugu founders building payments for Bharat.');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await investor.getByText('Investor profile created').waitFor();
    const profile = investor.getByTestId('investor-profile');
    await profile.getByText('₹5L–2Cr').waitFor();
    await profile.getByText('Angel Investor').waitFor();

    await investor.getByRole('tab', { name: 'Deal Flow' }).click();
    await investor.getByLabel('Stage').selectOption('seed');
    await investor.getByLabel('Industry').selectOption('fintech');
    await investor.getByLabel('Min amount (₹)').fill('20000000');
    await investor.waitForURL(/min=20000000/);
    await deal(investor).waitFor();
    await deal(investor).getByText('Telugu', { exact: true }).waitFor();
    await deal(investor).getByText('₹3Cr').waitFor();
    // The deal's fit with the investor's profile, explained the same way as a match.
    await deal(investor).getByRole('group', { name: 'Why this fit' }).getByRole('list', { name: 'What fits' }).waitFor();
    // A maximum below the target leaves it out (the filter runs on the server).
    await investor.getByLabel('Max amount (₹)').fill('25000000');
    await investor.waitForURL(/max=25000000/);
    await deal(investor).waitFor({ state: 'detached' });
    await investor.getByLabel('Max amount (₹)').fill('');
    await investor.waitForURL((url) => !url.search.includes('max='));

    await deal(investor)
      .getByRole('button', { name: `Express Interest in ${TITLE}` })
      .click();
    await investor.getByText('Interest expressed successfully!').waitFor();
    await deal(investor).getByText('Interest expressed').waitFor();
    await expect(
      deal(investor)
        .getByRole('button', { name: `Express Interest in ${TITLE}` })
        .count(),
    ).resolves.toBe(0);
  });

  it('lets the founder accept the investor’s match, scored and explained', async () => {
    await founder.goto('/investors?tab=matches');
    // The other party as a person: their role over their chip.
    const card = match(founder).filter({ hasText: INVESTOR });
    await card.getByText('Pending').waitFor();
    await card.getByText(/^Investor · /).waitFor();
    await expect(card.getByTestId('match-percent').textContent()).resolves.toMatch(/^\d{1,3}%$/);
    await card.getByRole('img', { name: /out of 5 stars/ }).waitFor();
    // What fits and what does not: every line says which it is in words, not only by its mark.
    const why = card.getByRole('group', { name: 'Why this match' });
    await why.getByRole('list', { name: 'What fits' }).waitFor();
    const lines = await why.getByRole('listitem').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(✓Fits: |✕Does not fit: )\S/);
    await card.getByRole('button', { name: `Accept Match with ${INVESTOR}` }).click();
    await founder.getByText('Match accepted').waitFor();
    await card.getByText('Accepted').waitFor();

    await founder.goto('/investors?tab=investments');
    await founder.getByTestId('my-opportunity').filter({ hasText: TITLE }).getByText('1 interested investor').waitFor();
  });

  it('lets the investor schedule a meeting on the accepted match and download its .ics', async () => {
    await investor.goto('/investors?tab=matches');
    const card = match(investor);
    await card.getByText('Accepted').waitFor();
    // Message opens the two members' thread (named for the other party and the deal).
    await card.getByRole('button', { name: new RegExp(`^Message .+ about ${TITLE}$`) }).waitFor();
    await card.getByRole('button', { name: `Schedule Meeting about ${TITLE}` }).click();
    const dialog = investor.getByRole('dialog', { name: `Schedule Meeting: ${TITLE}` });
    await dialog.getByRole('radio', { name: 'Propose a time' }).check();
    await dialog.getByLabel('Start').fill(localInput(3, 11));
    await dialog.getByLabel('End').fill(localInput(3, 12));
    await dialog.getByLabel('Location').fill('Video call');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await investor.getByText('Meeting scheduled').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(/Meeting: /).waitFor();

    const [download] = await Promise.all([
      investor.waitForEvent('download'),
      card.getByRole('link', { name: `Add the meeting about ${TITLE} to calendar` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART[;:]/);

    await founder.goto('/investors?tab=matches');
    await match(founder)
      .filter({ hasText: INVESTOR })
      .getByText(/Meeting: /)
      .waitFor();
  });

  it('lists the new investor in the connector’s Investor Network and sends a direct request with no mutual connection', async () => {
    await founder.goto('/investor-startup-connector?tab=network&type=angel&focus=fintech');
    const card = founder.getByTestId('investor-card').filter({ hasText: INVESTOR });
    await card.getByText('₹5L–2Cr').waitFor();
    await card.getByRole('button', { name: `Request Introduction to ${INVESTOR}` }).click();
    const dialog = founder.getByRole('dialog', { name: `Request Introduction: ${INVESTOR}` });
    await dialog.getByText(/no mutual connection/).waitFor();
    await dialog.getByLabel('Message').fill('We met on our match for the seed round; glad to stay connected.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await founder.getByText('Request sent').waitFor();
    await founder.getByRole('tab', { name: 'My Introductions' }).click();
    await founder.getByTestId('outgoing-request').filter({ hasText: INVESTOR }).getByText('Waiting').waitFor();
  });

  it('computes the right post-money in the connector’s valuation calculator', async () => {
    await founder.goto('/investor-startup-connector?tab=resources');
    const round = founder.getByRole('group', { name: 'Round 1' });
    await round.getByLabel('Pre-money valuation').fill('40000000');
    await round.getByLabel('Investment').fill('10000000');
    const result = founder.getByTestId('valuation-result');
    await expect(result.getByTestId('post-money').textContent()).resolves.toBe('₹5Cr');
    await result.getByText('100% → 80%').waitFor();
  });

  it('fits both pages and their tabs on a 375 px phone without horizontal scrolling', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await investor.context().cookies());
    await phone.setViewportSize({ width: 375, height: 800 });
    const paths = [
      '/investors',
      '/investors?tab=investments',
      '/investors?tab=matches',
      '/investors?tab=profile',
      '/investor-startup-connector',
      '/investor-startup-connector?tab=network',
      '/investor-startup-connector?tab=introductions',
      '/investor-startup-connector?tab=resources',
    ];
    for (const path of paths) {
      await phone.goto(path);
      await phone.locator('.card-grid, .card-list, .empty-state, .investor-panel').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await phone.goto('/investors?create=opportunity');
    await phone.getByRole('dialog', { name: 'Add Investment Opportunity' }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await phone.goto('/investors?tab=profile&profile=edit');
    await phone.getByRole('dialog', { name: 'Edit Investor Profile' }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
  }, 180_000); // ten page loads on a loaded two-core machine
});
