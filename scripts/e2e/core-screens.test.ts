import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes } from '@club/shared';
import { loadHandler } from '@club/functions/test/load-handler';
import { signIn } from '@club/functions/test/signed-in';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, openUntilSearchFinds, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The core screens in a real browser on the real local runtime (demo data
 * seeded): a new member creates a company, a listing, a job and a post,
 * replies and marks interest; the directory filters and exports; every
 * screen fits a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack('core');
  browser = await launchChromium();
  ({ page } = await newPage(browser, stack));
  await signInAsNewMember(page, stack, 'Vasundhara', 'Kotagiri');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const dialog = (name: string) => page.getByRole('dialog', { name });

describe('core member screens', () => {
  it('creates a company from the listing dialog, posts a listing and sees it first in Marketplace and on home', async () => {
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    const listing = dialog('Create Trade Listing');
    await listing.getByText('You have no company yet').waitFor();
    await listing.getByRole('button', { name: 'Add your company' }).click();
    const company = dialog('Create company');
    await company.getByLabel('Company name').fill('Kotagiri Coir Exports');
    await company.getByLabel('Industry').fill('Coir products');
    await company.getByLabel('Country').fill('India');
    await company.getByLabel('HS codes').fill('5305, 5702');
    await company.getByRole('button', { name: 'Create company' }).click();
    await company.waitFor({ state: 'detached' });
    await expect(listing.getByLabel('Company').inputValue()).resolves.not.toBe('');

    await listing.getByLabel('Title').fill('Coir geotextiles for riverbank protection');
    await listing.getByLabel('Description').fill('Woven coir mats 700 gsm, 2 m x 50 m rolls, FOB Kochi.');
    await listing.getByLabel('HS code').fill('5702');
    await listing.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Trade listing created successfully!').waitFor();
    await listing.waitFor({ state: 'detached' });
    await expect(page.locator('.listing-card__title').first().textContent()).resolves.toBe('Coir geotextiles for riverbank protection');

    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
    const feed = page.getByRole('region', { name: 'Trade Marketplace' });
    await feed.getByText('Coir geotextiles for riverbank protection').waitFor();
    await expect(feed.locator('.listing-card').count()).resolves.toBe(4);
  });

  it('posts a job and finds it by search', async () => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Post Job' }).click();
    const form = dialog('Post Executive Position');
    await form.getByLabel('Title').fill('Chief Operating Officer, coir and natural fibres');
    await form.getByLabel('Description').fill('Run four factories in Alleppey and Pollachi and the export desk.');
    await form.getByLabel('Apply e-mail').fill('careers@kotagiricoir.example.com');
    await form.getByLabel('Company').selectOption({ label: 'Kotagiri Coir Exports' });
    await form.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Job posted successfully!').waitFor();
    const cards = page.locator('.job-card');
    // The search is the index's: the new job is in it once the stream has delivered its write (a second or so),
    // so a search typed at once may come too early; each wording is a new search (a cached answer is not asked again).
    for (const text of ['natural fibres', 'natural fibre', 'coir natural fibres', 'natural fibres coir', 'fibres natural', 'coir fibres']) {
      const answered = page.waitForResponse((res) => res.url().includes('/api/search/jobs?') && new URL(res.url()).searchParams.get('q') === text);
      await page.getByPlaceholder('Search by job title, company, or location...').fill(text);
      const body = (await (await answered).json()) as { total?: number };
      if (body.total === 1) break;
      await page.waitForTimeout(2000);
    }
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
    await cards.first().getByText('Chief Operating Officer, coir and natural fibres').waitFor();
    const apply = cards.first().getByRole('link', { name: 'Apply' });
    await expect(apply.getAttribute('href')).resolves.toBe(
      `mailto:careers@kotagiricoir.example.com?subject=${encodeURIComponent('Application: Chief Operating Officer, coir and natural fibres')}`,
    );
  });

  it('creates a post, opens it, replies and marks interest', async () => {
    await page.goto('/forums');
    await page.getByRole('button', { name: 'Create Post' }).click();
    const form = dialog('Create Post');
    await form.getByLabel('Title').fill('Coir exporters: EU deforestation rules?');
    await form
      .getByLabel('Body')
      .fill('Does the EU deforestation regulation touch coir geotextiles? Looking for members who have filed due diligence statements.');
    await form.getByLabel('Forum').selectOption({ label: 'Trade & Exports' });
    await form.getByLabel('Tags').fill('EU, coir, ');
    await form.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Post created successfully!').waitFor();

    await page.getByRole('button', { name: 'Open Coir exporters: EU deforestation rules?' }).first().click();
    const post = dialog('Coir exporters: EU deforestation rules?');
    await post.getByText('#coir').waitFor();
    await post.getByText('0 interested').waitFor();
    await post.getByRole('button', { name: 'Interested' }).click();
    await post.getByText('1 interested').waitFor();
    await expect(post.getByRole('button', { name: 'Interested' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await post.getByLabel('Your reply').fill('We filed one in October; happy to share the template.');
    await post.getByRole('button', { name: 'Reply' }).click();
    await post.getByText('We filed one in October; happy to share the template.').waitFor();
    await post.getByText('1 reply', { exact: true }).waitFor();
  });

  it('filters the directory by chapter and exports the filtered members as CSV', async () => {
    await page.goto('/directory');
    await page.locator('.member-card').first().waitFor();
    // The chapter facet lists the chapters the search counts (UAE among them); choosing one searches again.
    const filtered = page.waitForResponse((res) => res.url().includes('/api/search/members?') && res.url().includes('chapter=UAE'));
    await page.getByLabel('Chapter').selectOption('UAE');
    const members = ((await (await filtered).json()) as { results: unknown[] }).results;
    await expect.poll(() => page.locator('.member-card').count()).toBe(members.length);
    const shown = await page.locator('.member-card').count();
    expect(shown).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Contacts' }).click()]);
    expect(download.suggestedFilename()).toBe('club-members.csv');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(path, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Company,Chapter,Badges,LinkedIn URL,E-mail,Phone');
    expect(lines.length - 1).toBe(shown);
    expect(lines.slice(1).every((line) => line.includes('UAE'))).toBe(true);
  });

  it('fits every screen of the issue on a 375 px phone without horizontal scrolling', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await page.context().cookies());
    await phone.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/forums', '/marketplace', '/jobs', '/directory', '/darshan', '/concierge']) {
      await phone.goto(path);
      await phone.locator('.card-list, .card-grid, .empty-state').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });

  it('exports names and companies other members typed as formulas as text cells (CSV injection)', async () => {
    // Last: these long names are not part of the phone-width check above.
    // Other members' own text, through the API: each one's company and first name start with =, +, - or @.
    // Names and companies are trimmed, so tab and CR cannot start them (shared/src/csv.test.ts covers those).
    const typed = ['=HYPERLINK("https://evil.example","Open")', "+2+3+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0"];
    const [createCompany, updateProfile] = await Promise.all([loadHandler('createCompany'), loadHandler('updateMyProfile')]);
    for (const [i, text] of typed.entries()) {
      const other = await signIn(`Csv${i}`);
      const company = await other.call(createCompany, routes.createCompany, { body: { name: text, industry: 'Trading', country: 'India' } });
      expect(company.statusCode).toBe(201);
      const profile = await other.call(updateProfile, routes.updateMyProfile, { body: { firstName: text, lastName: 'Csvexport' } });
      expect(profile.statusCode).toBe(200);
    }

    await openUntilSearchFinds(page, '/directory?q=csvexport', '/api/search/members', typed.length);
    await expect.poll(() => page.locator('.member-card').count()).toBe(typed.length);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Contacts' }).click()]);
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(typed.length + 1);
    for (const text of typed) {
      // A leading ' and the cell quoted (inner quotes doubled), in the Name and the Company column.
      const cell = `'${text}`.replace(/"/g, '""');
      expect(
        lines.filter((line) => line.startsWith(`"${cell} Csvexport","${cell}",`)),
        text,
      ).toHaveLength(1);
    }
  });
});
