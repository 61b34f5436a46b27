import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Trade assistance in a real browser, as a new member: search "shrimp" in the HS Code
 * Helper, Use Code, calculate duties and see every line; the request is in My
 * Requests and its PDF report downloads; an HS mapping answers its candidates;
 * in the connector an import need under 030617 finds the demo export offer by
 * HS heading and Connect sends the request; both pages fit a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let page: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const NEED = `Frozen vannamei shrimp for Dubai re-export ${Date.now().toString(36)}`;
const OFFER = `Vannamei shrimp HLSO from Bhimavaram ${Date.now().toString(36)}`;

/** Creates a company from the Create Listing dialog and posts a listing under HS 030617 for it. */
async function postListing(on: Page, companyName: string, country: string, kind: 'import' | 'export', title: string, description: string) {
  await on.goto('/marketplace');
  await on.getByRole('button', { name: 'Create Listing' }).click();
  const listing = on.getByRole('dialog', { name: 'Create Trade Listing' });
  await listing.getByRole('button', { name: 'Add your company' }).click();
  const company = on.getByRole('dialog', { name: 'Create company' });
  await company.getByLabel('Company name').fill(companyName);
  await company.getByLabel('Industry').fill('Seafood');
  await company.getByLabel('Country').fill(country);
  await company.getByLabel('HS codes').fill('0306');
  await company.getByRole('button', { name: 'Create company' }).click();
  await company.waitFor({ state: 'detached' });
  await listing.getByLabel('Type').selectOption(kind);
  await listing.getByLabel('Title').fill(title);
  await listing.getByLabel('Description').fill(description);
  await listing.getByLabel('HS code').fill('030617');
  await listing.getByRole('button', { name: 'Create Listing' }).click();
  await on.getByText('Trade listing created successfully!').waitFor();
  await listing.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  stack = await startTestStack('trade');
  browser = await launchChromium();
  ({ page } = await newPage(browser, stack));
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(page, stack, 'Sailaja', 'Kommineni');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('trade assistance and the import-export connector', { timeout: 300_000 }, () => {
  let hsCode = '';

  it('searches "shrimp", uses a code and sees every line of the duty breakdown', async () => {
    await page.goto('/trade-assistance');
    await page.getByRole('heading', { level: 1, name: 'Cross-Border Trade Assistance' }).waitFor();
    await page.getByRole('tab', { name: 'HS Code Helper' }).click();
    await page.getByLabel('Search HS codes').fill('shrimp');
    const results = page.getByTestId('hs-result');
    await results.first().waitFor();
    const exact = results.filter({ hasText: '030617' });
    const chosen = (await exact.count()) > 0 ? exact.first() : results.first();
    hsCode = (await chosen.getByRole('heading', { level: 3 }).textContent())!.trim();
    expect(hsCode).toMatch(/^0306/);
    await chosen.getByRole('button', { name: `Use Code ${hsCode}` }).click();

    await page.getByRole('tab', { name: 'Duty Calculator', selected: true }).waitFor();
    await expect.poll(() => page.getByLabel('HS code').inputValue(), { timeout: ACTION_TIMEOUT_MS }).toBe(hsCode);
    await page.getByLabel('Cargo value (USD)').fill('10000');
    await page.getByLabel('Origin country').fill('Vietnam');
    await page.getByLabel('Quantity').fill('500');
    await page.getByLabel('Unit').selectOption('kg');
    await page.getByRole('button', { name: 'Calculate Duties & Fees' }).click();
    // An instant answer is a calculation, and the form keeps what was typed.
    await page.getByText('Duty calculated').first().waitFor();
    const breakdown = page.getByTestId('duty-breakdown');
    await breakdown.waitFor();
    const lines = await breakdown.getByTestId('duty-line').allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).toMatch(/Basic Customs Duty/i);
    expect(lines.join('\n')).toMatch(/IGST/);
    await breakdown.getByTestId('total-duty').waitFor();
    // The assessable value: dollars × rupees per dollar = rupees (never "84%" or "₹10,000").
    const assessable = breakdown.getByTestId('duty-line').filter({ has: page.getByRole('rowheader', { name: /^Assessable value/ }) });
    expect(await assessable.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^₹\d+\.\d{2} per USD$/),
      '$10,000.00',
      expect.stringMatching(/^₹[\d,]+/),
    ]);
    expect(await page.getByLabel('Cargo value (USD)').inputValue()).toBe('10000');
    expect(await page.getByLabel('Origin country').inputValue()).toBe('Vietnam');
    // An import's checklist has no export papers.
    const imports = await breakdown.getByTestId('import-documents').textContent();
    expect(imports).toContain('FSSAI import NOC');
    expect(imports).not.toContain('MPEDA');
  });

  it('shows the calculation in My Requests and downloads its report', async () => {
    await page.getByRole('tab', { name: /My Requests/ }).click();
    const card = page.getByTestId('trade-request').filter({ hasText: 'Duty Calculation' }).first();
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(hsCode);
    await expect(card.textContent()).resolves.toContain('Vietnam → India');
    await expect(card.textContent()).resolves.toContain('500 kg');
    await expect(card.textContent()).resolves.toContain('Calculated duty');
    await expect(page.getByTestId('requests-count').textContent()).resolves.toBe('1');
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download Report' }).click()]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Duty Calculation details' });
    await details.getByTestId('duty-line').first().waitFor();
    await details.getByText('Status history').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('asks for an HS code mapping and sees the candidates', async () => {
    await page.goto('/trade-assistance?tab=hs');
    await page.getByLabel('Product description').fill('Frozen peeled and deveined vannamei shrimp, 500 g retail packs');
    await page.getByRole('button', { name: 'Request HS Code Mapping' }).click();
    const candidates = page.getByTestId('hs-candidates');
    await candidates.getByTestId('hs-result').first().waitFor();
    const count = await candidates.getByTestId('hs-result').count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await page.getByRole('tab', { name: /My Requests/ }).click();
    await page.getByTestId('trade-request').filter({ hasText: 'HS Code Mapping' }).first().waitFor();
  });

  it('finds a matching export offer by HS heading in the connector and connects', async () => {
    // An export offer from another new member's company, and the member's own import need, under the same code.
    const { page: seller } = await newPage(browser, stack);
    seller.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await signInAsNewMember(seller, stack, 'Prasad', 'Gottumukkala');
    await postListing(seller, 'Bhimavaram Blue Aqua', 'India', 'export', OFFER, 'Block-frozen vannamei HLSO 31/40, BAP farms, FOB Kakinada.');
    await seller.close();
    await postListing(page, 'Kommineni Foods Trading', 'UAE', 'import', NEED, '20 MT a month of block-frozen vannamei HLSO for re-export across the GCC.');

    await page.goto('/import-export-connector');
    await page.getByRole('heading', { level: 1, name: 'Import-Export Connector' }).waitFor();
    const match = page.getByTestId('trade-match').filter({ hasText: NEED }).filter({ hasText: OFFER }).first();
    await match.waitFor();
    await expect(match.textContent()).resolves.toMatch(/Same subheading 030617/);
    const title = (await match.getByRole('heading', { level: 3 }).textContent())!.trim();
    await match.getByRole('button', { name: `Connect: ${title}` }).click();
    await page.getByText('Connection request sent!').waitFor();
    await match.getByTestId('connection-status').filter({ hasText: 'Request sent' }).waitFor();

    await page.getByRole('tab', { name: 'My Connections' }).click();
    await page.getByTestId('trade-connection').filter({ hasText: title }).first().waitFor();

    await page.getByRole('tab', { name: 'Discover Opportunities' }).click();
    await page.getByLabel('Category').selectOption('agriculture');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('connector-listing').first().waitFor();
    expect(page.url()).toContain('category=agriculture');
  });

  it('fits both pages and their tabs on a 375 px phone without horizontal scrolling', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await page.context().cookies());
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await phone.setViewportSize({ width: 375, height: 800 });
    const paths = [
      '/trade-assistance',
      '/trade-assistance?tab=hs',
      '/trade-assistance?tab=compliance',
      '/trade-assistance?tab=requests',
      '/import-export-connector',
      '/import-export-connector?tab=connections',
      '/import-export-connector?tab=tools',
      '/import-export-connector?tab=insights',
    ];
    for (const path of paths) {
      await phone.goto(path);
      await phone.getByRole('tabpanel').locator('.amplify-card, .card-grid, .card-list, .empty-state').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await phone.goto('/trade-assistance?tab=hs');
    await phone.getByLabel('Search HS codes').fill('shrimp');
    await phone.getByTestId('hs-result').first().waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
  });

  it('fits the duty breakdown of fresh apples on a 375 px phone: every amount in full, the cost per kg and the plant quarantine papers', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await page.context().cookies());
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/trade-assistance');
    await phone.getByLabel('HS code').fill('08081000');
    await phone.getByLabel('Cargo value (USD)').fill('24000');
    await phone.getByLabel('Origin country').fill('USA');
    await phone.getByLabel('Quantity').fill('20000');
    await phone.getByLabel('Unit').selectOption('kg');
    await phone.getByRole('button', { name: 'Calculate Duties & Fees' }).click();
    const breakdown = phone.getByTestId('duty-breakdown');
    await breakdown.getByTestId('total-duty').waitFor();

    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const amounts = breakdown.getByTestId('duty-amount');
    expect(await amounts.count()).toBeGreaterThanOrEqual(5);
    for (const cell of await amounts.all()) {
      await expect(cell.textContent()).resolves.toMatch(/^(₹|\$)[\d,]+\.\d{2}$/);
      // On the screen, not clipped: inside the viewport and no wider than its own box.
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.checkVisibility())).toBe(true);
    }
    await expect(breakdown.getByTestId('landed-cost-per-unit').textContent()).resolves.toMatch(/^₹[\d,]+\.\d{2}$/);
    await breakdown.getByText('Landed cost per kg').waitFor();
    const documents = await breakdown.getByTestId('import-documents').textContent();
    expect(documents).toContain('Plant quarantine import permit');
    expect(documents).toContain('Phytosanitary certificate');
    await expect(breakdown.getByTestId('document-sources').textContent()).resolves.toContain('Plant Quarantine (Regulation of Import into India) Order, 2003');
  });
});
