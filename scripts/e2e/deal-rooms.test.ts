import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { INDIA_TIME_ZONE, calendarDay, formatDate } from '@club/shared';
import { readPdf } from '@club/functions/test/pdf-text';
import { samplePdf } from '@club/functions/test/sample-files';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsDemo, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Deal rooms in a real browser over the local stack (DynamoDB Local, the
 * local S3 server, the site): a new founder adds an opportunity with a
 * three-page PDF deck from the form, which opens the deal's data room and
 * uploads the deck into it; a demo investor (Swathi Bandaru) expresses
 * interest and is refused the deck; the founder shares the room with her
 * (view + download, 30 days); she opens it from "Shared with me", reads the
 * deck under her watermark, turns a page and downloads a copy stamped with
 * her watermark on every page; the founder's analytics show her visit and
 * the access log her view and download. Both the room and the viewer fit a
 * 375 px phone. A revoked investor is refused the deck at once, and the demo
 * data's rooms hold their three demo files.
 */
let stack: LocalStack;
let browser: Browser;
let founder: Page;
let investor: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;
const TITLE = `Krishna Ledger ${Date.now().toString(36)}`;
/** An uncommon target, so the deal-flow filter leaves only this opportunity among the demo ones. */
const TARGET = '43700000';
const DECK = 'Krishna Ledger deck.pdf';
const DECK_PAGES = 3;
const INVESTOR = 'Swathi Bandaru';
const GRANT_DAYS = 30;
/** The last day of the grant: an India day, like the API's. */
const grantUntil = calendarDay(Date.now() + GRANT_DAYS * 86_400_000, INDIA_TIME_ZONE);
let roomPath = '';
let deckPath = '';

async function openedPage(): Promise<Page> {
  const { page } = await newPage(browser, stack);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return page;
}

/** The side of the squares a drawn page is cut into: the watermark's rows and gaps are narrower, so each square shows some of it. */
const WATERMARK_CELL = 100;

/**
 * How many whole squares of a drawn page show no watermark at all: the page's
 * own picture is hidden, the rest photographed and its pixels read in a blank page.
 */
async function bareSquares(page: Locator): Promise<number> {
  const canvas = page.locator('canvas');
  await canvas.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const shot = (await page.screenshot()).toString('base64');
  await canvas.evaluate((element: HTMLElement) => (element.style.visibility = ''));
  const scratch = await browser.newPage();
  try {
    return await scratch.evaluate(
      async ({ shot, cell }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${shot}`;
        await image.decode();
        const board = document.createElement('canvas');
        [board.width, board.height] = [image.width, image.height];
        const context = board.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, board.width, board.height);
        // The page's border and shadow are left out; white and near-white is bare paper.
        const inked = (x: number, y: number) => {
          const at = (y * board.width + x) * 4;
          return data[at]! + data[at + 1]! + data[at + 2]! < 720;
        };
        let bare = 0;
        for (let top = 2; top + cell <= board.height - 2; top += cell) {
          for (let left = 2; left + cell <= board.width - 2; left += cell) {
            let found = false;
            for (let y = top; y < top + cell && !found; y++) for (let x = left; x < left + cell && !found; x++) found = inked(x, y);
            if (!found) bare++;
          }
        }
        return bare;
      },
      { shot, cell: WATERMARK_CELL },
    );
  } finally {
    await scratch.close();
  }
}

/** The page is no wider than the phone: nothing scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  stack = await startTestStack('deal-rooms');
  browser = await launchChromium();
  founder = await openedPage();
  await signInAsNewMember(founder, stack, 'Padmaja', 'Yarlagadda');
  investor = await openedPage();
  await signInAsDemo(investor, stack, INVESTOR);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const dealCard = (page: Page) => page.getByTestId('deal-card').filter({ hasText: TITLE });

describe('deal rooms: deck upload, sharing, watermarked viewing and download, analytics', { timeout: 300_000 }, () => {
  it('lets a new founder add an opportunity with a PDF pitch deck, which lands in the opportunity’s data room', async () => {
    const deck = Buffer.from(await samplePdf(DECK_PAGES, 'Krishna Ledger'));
    await founder.goto('/investors');
    await founder.getByRole('button', { name: '+ Add Opportunity' }).click();
    const form = founder.getByRole('dialog', { name: 'Add Investment Opportunity' });
    await form.getByLabel('Company/Startup Name').fill(TITLE);
    await form.getByLabel('Description').fill('Bookkeeping and GST filing for kirana stores in the Krishna district.');
    await form.getByLabel('Industry').selectOption('fintech');
    await form.getByLabel('Target amount (₹)').fill(TARGET);
    await form.getByLabel('Location').fill('Vijayawada, Andhra Pradesh');
    await form.getByLabel('Pitch deck (PDF)').setInputFiles({ name: DECK, mimeType: 'application/pdf', buffer: deck });
    await form.getByRole('button', { name: 'Create Opportunity' }).click();
    await founder.getByText('Investment opportunity created successfully!').waitFor();
    // The dialog closes only once the deck is stored in the room.
    await form.waitFor({ state: 'detached' });

    await founder.goto(`/investors?min=${TARGET}&max=${TARGET}`);
    await dealCard(founder).getByText('Your opportunity').waitFor();
    await dealCard(founder)
      .getByRole('button', { name: `Data Room of ${TITLE}` })
      .click();
    await founder.waitForURL(/\/investors\/deals\/[^/?]+$/);
    roomPath = new URL(founder.url()).pathname;
    await founder.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await founder.getByRole('tab', { name: 'Files' }).click();
    const pitchDeck = founder.getByRole('region', { name: 'Pitch deck' });
    await pitchDeck.getByText(DECK, { exact: true }).waitFor();
    await pitchDeck.getByText(/PDF · .+ · version 1 · uploaded by Padmaja Yarlagadda/).waitFor();
  });

  it('refuses the deck to an investor without access, and lists her once she expresses interest', async () => {
    await investor.goto(`/investors?min=${TARGET}&max=${TARGET}`);
    await dealCard(investor)
      .getByRole('link', { name: `View Pitch of ${TITLE}` })
      .click();
    await investor.getByRole('heading', { name: 'Ask the founder for access' }).waitFor();
    await expect(investor.getByTestId('watermark').count()).resolves.toBe(0);

    await investor.goto(`/investors?min=${TARGET}&max=${TARGET}`);
    await dealCard(investor)
      .getByRole('button', { name: `Express Interest in ${TITLE}` })
      .click();
    await investor.getByText('Interest expressed successfully!').waitFor();
    await dealCard(investor).getByText('Interest expressed').waitFor();
  });

  it('lets the founder share the room with the interested investor, view and download, for 30 days', async () => {
    await founder.goto(`${roomPath}?tab=access`);
    await founder.getByRole('button', { name: 'Share the room' }).click();
    const picker = founder.getByRole('dialog', { name: 'Share the room' });
    const candidate = picker.getByTestId('grant-candidate').filter({ hasText: INVESTOR });
    await candidate.getByText('Interested', { exact: true }).waitFor();
    await candidate.getByRole('button', { name: `Share with ${INVESTOR}` }).click();
    const dialog = founder.getByRole('dialog', { name: `Share the room with ${INVESTOR}` });
    await dialog.getByRole('radio', { name: 'View + download' }).check();
    await dialog.getByLabel('Access until').fill(grantUntil);
    await dialog.getByRole('button', { name: 'Grant access' }).click();
    await dialog.waitFor({ state: 'detached' });
    const grant = founder.getByTestId('room-grant').filter({ hasText: INVESTOR });
    await grant.getByText('Active', { exact: true }).waitFor();
    await grant.getByText(`View + download · until ${formatDate(grantUntil, 'UTC', { weekday: false })}`).waitFor();
  });

  it('lets the investor open the room from Shared with me, read the deck under her watermark and download a stamped copy', async () => {
    await investor.goto('/investors?tab=investments');
    const shared = investor.getByRole('region', { name: 'Shared with me' });
    await shared.getByTestId('deal-room-card').filter({ hasText: TITLE }).getByRole('link', { name: TITLE }).click();
    await investor.waitForURL(`${stack.url}${roomPath}`);
    await investor.getByText(/Shared with you until .+ · view and download/).waitFor();
    await investor.getByRole('tab', { name: 'Files' }).click();
    await investor.getByRole('link', { name: `View ${DECK}, version 1` }).click();

    await investor.getByRole('heading', { level: 1, name: DECK }).waitFor();
    deckPath = new URL(investor.url()).pathname;
    const pages = investor.getByRole('navigation', { name: 'Pages' });
    await pages.getByText(`Page 1 of ${DECK_PAGES}`).waitFor();
    // The page is drawn (a canvas) under the watermark naming her.
    const page1 = investor.getByRole('img', { name: 'Page 1' });
    await page1.locator('canvas').waitFor();
    const watermark = page1.getByTestId('watermark');
    await expect(watermark.isVisible()).resolves.toBe(true);
    await expect(watermark.locator('.watermark__text').first().textContent()).resolves.toMatch(
      new RegExp(`^Confidential · ${INVESTOR} · \\S+@\\S+ · \\d{4}-\\d{2}-\\d{2}$`),
    );
    await expect(watermark.locator('.watermark__text').first().isVisible()).resolves.toBe(true);
    // It lies over the whole drawn page, not beside it.
    const [over, drawn] = await Promise.all([watermark.boundingBox(), page1.locator('canvas').boundingBox()]);
    expect(over!.x).toBeLessThanOrEqual(drawn!.x + 1);
    expect(over!.y).toBeLessThanOrEqual(drawn!.y + 1);
    expect(over!.x + over!.width).toBeGreaterThanOrEqual(drawn!.x + drawn!.width - 1);
    expect(over!.y + over!.height).toBeGreaterThanOrEqual(drawn!.y + drawn!.height - 1);
    // And no part of the page is left bare: every 100 px square of it shows some of the watermark.
    await expect(bareSquares(page1)).resolves.toBe(0);
    // Reading time is counted in whole milliseconds: stay on the page a moment before turning it.
    await investor.waitForTimeout(1_500);
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText(`Page 2 of ${DECK_PAGES}`).waitFor();
    const page2 = investor.getByRole('img', { name: 'Page 2' });
    await page2.locator('canvas').waitFor();
    await expect(page2.getByTestId('watermark').locator('.watermark__text').first().textContent()).resolves.toContain(INVESTOR);
    await investor.waitForTimeout(1_500);

    const [download] = await Promise.all([investor.waitForEvent('download'), investor.getByRole('button', { name: `Download ${DECK}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stamped = await readPdf(new Uint8Array(await readFile(await download.path())));
    expect(stamped).toHaveLength(DECK_PAGES);
    for (const [n, page] of stamped.entries()) {
      expect(page.text, `page ${n + 1}`).toContain(`Krishna Ledger page ${n + 1}`);
      expect(page.text, `page ${n + 1}`).toContain(`Confidential · ${INVESTOR} ·`);
    }

    // Leaving the viewer sends the pages she read.
    await investor.getByRole('link', { name: '← Back to the room' }).click();
    await investor.waitForURL(`${stack.url}${roomPath}`);
  });

  it('shows the founder her visit in Analytics: opens, pages read, and her view and download in the access log', async () => {
    await founder.goto(`${roomPath}?tab=analytics`);
    const byInvestor = founder.getByRole('table', { name: 'By investor' });
    const row = byInvestor.getByRole('row').filter({ hasText: INVESTOR });
    const cell = (label: string) => row.locator(`td[data-label="${label}"]`);
    // The page reads leave the viewer as it closes; reload until they are counted.
    await expect
      .poll(
        async () => {
          await founder.reload();
          await byInvestor.or(founder.getByText('No visits yet')).first().waitFor();
          return (await row.count()) ? Number(await cell('Pages read').textContent()) : 0;
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(1);
    expect(Number(await cell('Opens').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await cell('Downloads').textContent())).toBeGreaterThanOrEqual(1);

    const log = founder.getByRole('table', { name: 'Access log' });
    const entries = log.getByRole('row').filter({ hasText: INVESTOR });
    await entries
      .filter({ has: founder.locator('td[data-label="Action"]', { hasText: /^Opened$/ }) })
      .first()
      .waitFor();
    await entries
      .filter({ has: founder.locator('td[data-label="Action"]', { hasText: /^Downloaded$/ }) })
      .first()
      .waitFor();
    await entries
      .filter({ has: founder.locator('td[data-label="Action"]', { hasText: /^Read page 1/ }) })
      .first()
      .waitFor();
    // Each entry names the reader's browser and system (Chromium on Linux here), never an address or a raw user agent.
    const devices = await entries.locator('td[data-label="Device"]').allTextContents();
    expect(devices.length).toBeGreaterThan(0);
    for (const device of devices) expect(device).toMatch(/^Chrom\S*( \S+)* on Linux$/);
    expect(await log.textContent()).not.toMatch(/::1|127\.0\.0\.1|Mozilla|AppleWebKit/);
  });

  it('fits the room and the viewer on a 375 px phone without horizontal scrolling', async () => {
    const phone = await openedPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.context().addCookies(await investor.context().cookies());
    await phone.goto(roomPath);
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await pageWidth(phone), 'room overview').toBeLessThanOrEqual(375);
    await phone.getByRole('tab', { name: 'Files' }).click();
    await phone.getByRole('link', { name: `View ${DECK}, version 1` }).waitFor();
    expect(await pageWidth(phone), 'room files').toBeLessThanOrEqual(375);
    await phone.getByRole('link', { name: `View ${DECK}, version 1` }).click();
    await phone.getByRole('img', { name: 'Page 1' }).locator('canvas').waitFor();
    expect(await pageWidth(phone), 'viewer').toBeLessThanOrEqual(375);
    await expect(bareSquares(phone.getByRole('img', { name: 'Page 1' }))).resolves.toBe(0);

    // The founder's own tabs (tables turn into cards on a phone).
    const founderPhone = await openedPage();
    await founderPhone.setViewportSize({ width: 375, height: 800 });
    await founderPhone.context().addCookies(await founder.context().cookies());
    for (const tab of ['access', 'analytics']) {
      await founderPhone.goto(`${roomPath}?tab=${tab}`);
      await (tab === 'access' ? founderPhone.getByTestId('room-grant') : founderPhone.getByRole('table', { name: 'By investor' })).waitFor();
      expect(await pageWidth(founderPhone), tab).toBeLessThanOrEqual(375);
    }
  }, 180_000);

  it('shuts the investor out as soon as the founder revokes her access', async () => {
    await founder.goto(`${roomPath}?tab=access`);
    const grant = founder.getByTestId('room-grant').filter({ hasText: INVESTOR });
    await grant.getByRole('button', { name: `Revoke access of ${INVESTOR}` }).click();
    await founder.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke', exact: true }).click();
    await grant.getByText('Revoked', { exact: true }).waitFor();

    await investor.goto(deckPath);
    await investor.getByRole('heading', { name: 'Ask the founder for access' }).waitFor();
    await expect(investor.getByTestId('watermark').count()).resolves.toBe(0);
    await investor.goto(roomPath);
    await investor.getByRole('button', { name: 'Request access' }).waitFor();
    await expect(investor.getByRole('tab', { name: 'Files' }).count()).resolves.toBe(0);
    await investor.goto('/investors?tab=investments');
    const shared = investor.getByRole('region', { name: 'Shared with me' }).getByTestId('deal-room-card');
    await shared.filter({ hasText: 'PaisaSetu' }).waitFor();
    await expect(shared.filter({ hasText: TITLE }).count()).resolves.toBe(0);
  });

  it('holds the demo rooms’ three demo files', async () => {
    await investor.goto('/investors?tab=investments');
    const shared = investor.getByRole('region', { name: 'Shared with me' });
    await shared.getByTestId('deal-room-card').filter({ hasText: 'PaisaSetu' }).getByRole('link', { name: 'PaisaSetu' }).click();
    await investor.getByRole('tab', { name: 'Files' }).click();
    for (const name of ['PaisaSetu pitch deck.pdf', 'Financial summary.pdf', 'Cap table.pdf']) {
      await investor.getByRole('link', { name: `View ${name}, version 1` }).waitFor();
    }
    await investor.getByRole('region', { name: 'Pitch deck' }).getByText('PaisaSetu pitch deck.pdf', { exact: true }).waitFor();
  });
});
