import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * A new member's first visit in a real browser: Anjali signs in for the
 * first time and is greeted "Welcome" with the getting-started checklist,
 * awaiting verification; "Add your title and company" opens My profile's
 * form; what she saves ticks its steps on the home; the next visit says
 * "Welcome back", and the header names her and opens My profile.
 */
let stack: LocalStack;
let browser: Browser;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;

beforeAll(async () => {
  stack = await startTestStack('getting-started');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const checklist = (page: Page) => page.getByRole('region', { name: 'Getting started' });

describe('the first visit', () => {
  it('greets a new member with the checklist, which advances after a profile edit; Welcome, then Welcome back', async () => {
    const { context, page } = await newPage(browser, stack);
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const seen = page.waitForResponse((response) => response.url().endsWith('/api/members/me/home-seen') && response.ok());
    await signInAsNewMember(page, stack, 'Anjali', 'Vemuri');

    await page.getByRole('heading', { level: 1, name: 'Welcome, Anjali!' }).waitFor();
    await seen;
    await checklist(page)
      .getByText(/Awaiting verification/)
      .waitFor();
    await checklist(page).getByText('0 of 6 done').waitFor();
    // The header names her (initials, no photo yet) and opens My profile.
    expect(await page.getByRole('link', { name: 'Anjali Vemuri (My profile)' }).getAttribute('href')).toBe('/profile');

    await checklist(page).getByRole('link', { name: 'Add your title and company' }).click();
    await page.waitForURL(/\/profile\?edit=profile$/);
    await page.getByRole('heading', { name: 'Edit your profile' }).waitFor();
    await page.getByLabel('Photo link').fill('https://images.example.com/anjali.jpg');
    await page.getByLabel('Title').fill('Managing Director');
    await page.getByRole('group', { name: 'Chapters' }).getByText('AP-Vizag', { exact: true }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('region', { name: 'How other members see you' }).getByText('Managing Director', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Anjali!/ }).waitFor();
    await checklist(page).getByText('2 of 6 done').waitFor();
    // Photo and chapters are ticked, no longer links; title and company still wants the company.
    expect(await checklist(page).getByRole('link', { name: 'Choose your chapters' }).count()).toBe(0);
    expect(await checklist(page).getByRole('link', { name: 'Add a profile photo' }).count()).toBe(0);
    await checklist(page).getByRole('link', { name: 'Add your title and company' }).waitFor();
    // Her chapter brings people and events near her, each person with why.
    const people = page.getByRole('region', { name: 'People you may know' });
    await people
      .getByText(/AP-Vizag chapter/)
      .first()
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Anjali!' }).waitFor();
    await checklist(page).getByText('2 of 6 done').waitFor();
    await context.close();
  }, 300_000);
});
