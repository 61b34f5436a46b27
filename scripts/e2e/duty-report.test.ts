import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readPdf } from '@club/functions/test/pdf-text';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The duty report in a real browser, as a new member importing dried
 * turmeric (tariff item 0910 30 20) from Vietnam, FOB with the freight
 * known and the insurance not, with the importer's company, IEC and GSTIN: the calculation completes, its PDF downloads from My
 * Requests, and a PDF text extraction finds the disclaimer on page 1, the
 * importer, the CIF build-up, every duty row with base, rate and amount, the
 * exchange-rate notification and the cost per kg.
 */
let stack: LocalStack;
let browser: Browser;
let page: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const TURMERIC_DRIED = '09103020';

beforeAll(async () => {
  stack = await startTestStack('duty-report');
  browser = await launchChromium();
  ({ page } = await newPage(browser, stack));
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(page, stack, 'Haritha', 'Vallabhaneni');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the duty report of a turmeric import', { timeout: 300_000 }, () => {
  it('calculates the duty with the importer, downloads the PDF and reads a broker’s working sheet in it', async () => {
    await page.goto('/trade-assistance');
    await page.getByRole('heading', { level: 1, name: 'Cross-Border Trade Assistance' }).waitFor();
    await page.getByLabel('HS code').fill(TURMERIC_DRIED);
    await page.getByLabel('Value basis').selectOption('fob');
    await page.getByLabel('Cargo value (USD)').fill('25000');
    await page.getByLabel('Freight (USD)').fill('1800');
    await page.getByLabel('Origin country').fill('Vietnam');
    await page.getByLabel('Quantity').fill('10000');
    await page.getByLabel('Unit').selectOption('kg');
    await page.getByLabel('Importer (company)').fill('Guntur Spice Traders LLP');
    await page.getByLabel('IEC').fill('AAPFU0939F');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Calculate Duties & Fees' }).click();
    await page.getByTestId('duty-breakdown').getByTestId('total-duty').waitFor();

    await page.getByRole('tab', { name: /My Requests/ }).click();
    const card = page.getByTestId('trade-request').filter({ hasText: 'Duty Calculation' }).first();
    await card.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download Report' }).click()]);
    const pages = await readPdf(new Uint8Array(await readFile(await download.path())));
    const first = pages[0]!.text;
    const all = pages.map((p) => p.text).join('\n');
    /** The cells of the first table row whose first cell starts with `label` (headings, one cell, are passed over). */
    const row = (label: string) =>
      pages
        .flatMap((p) => p.lines)
        .find((line) => line.items.length > 1 && line.items[0]!.text.startsWith(label))
        ?.items.map((item) => item.text);

    // Page 1 says what the figures are before any of them.
    expect(first.split(/\s+/).join(' ')).toContain('Indicative estimate, not a customs assessment.');
    expect(first.indexOf('Indicative estimate')).toBeLessThan(first.indexOf('CIF build-up'));
    expect(row('Importer')).toEqual(['Importer', 'Guntur Spice Traders LLP']);
    expect(row('IEC')).toEqual(['IEC', 'AAPFU0939F']);
    expect(row('GSTIN')).toEqual(['GSTIN', '27AAPFU0939F1ZV']);
    expect(row('HS code')?.[1]).toMatch(/^09103020/);

    // FOB with the freight given and the insurance left to rule 10(2)'s 1.125% of FOB.
    expect(row('FOB value')).toEqual(['FOB value', 'As declared', '$25,000.00']);
    expect(row('Freight')).toEqual(['Freight', 'As declared', '$1,800.00']);
    expect(row('Insurance')).toEqual(['Insurance', 'Not known: 1.125% of FOB assumed (rule 10(2))', '$281.25']);
    expect(row('CIF value')).toEqual(['CIF value', 'FOB + freight + insurance', '$27,081.25']);
    // The notification the quote converted at, and its rate in rupees per dollar.
    const notification = pages.flatMap((p) => p.lines).find((line) => /^Notification No\. .+-Customs \(N\.T\.\)/.test(line.text));
    expect(notification?.items.at(-1)?.text).toMatch(/^Rs\. \d+\.\d{2,4} per USD$/);
    const rate = Number(notification!.items.at(-1)!.text.match(/Rs\. ([\d.]+)/)![1]);
    const assessable = Math.round(27_081.25 * rate * 100) / 100;
    const rs = (amount: number) => `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    expect(row('Line')).toEqual(['Line', 'Base', 'Rate', 'Amount (Rs.)', 'Source']);
    expect(row('Assessable value (CIF')?.slice(1, 4)).toEqual(['$27,081.25', notification!.items.at(-1)!.text, rs(assessable)]);
    const bcd = Math.round(assessable * 30) / 100;
    expect(row('Basic Customs Duty')?.slice(0, 4)).toEqual(['Basic Customs Duty (BCD)', rs(assessable), '30%', rs(bcd)]);
    expect(row('Basic Customs Duty')?.[4]).toMatch(/^Customs Tariff, First Schedule/);
    expect(row('Social Welfare Surcharge')?.slice(1, 4)).toEqual([rs(bcd), '10%', rs(Math.round(bcd * 10) / 100)]);
    expect(row('Integrated GST')?.[2]).toBe('5%');
    expect(row('Total duty')?.[1]).toMatch(/^Rs\. [\d,]+\.\d{2}$/);
    expect(row('Effective rate')?.[1]).toMatch(/^\d+(\.\d+)?% of the assessable value with IGST, \d+(\.\d+)?% without$/);
    expect(row('IGST (usually claimed back)')?.[1]).toMatch(/^Rs\. [\d,]+\.\d{2}$/);
    expect(row('Landed cost per kg')?.[1]).toMatch(/^Rs\. \d+\.\d{2}$/);
    expect(all).toMatch(/Page 1 of \d/);
  });
});
