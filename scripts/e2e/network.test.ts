import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { runScheduleOnce } from '../src/runtime/local-schedules.js';
import { launchChromium } from './browser.js';
import { newPage, openUntilSearchFinds, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The network in a real browser, as new members: the introducer connects with
 * the target (Connect from the directory, accepted under Requests) and with
 * the requester; the requester finds the target under 2nd Degree and asks for
 * an introduction through the introducer, who approves it; the target accepts
 * and the two are connected. The Graph view draws the requester's network.
 * Both connections plan Dubai at overlapping dates; the smart-nudges job (run
 * once, as `npm run job -- smart-nudges` does) writes the requester a
 * location_overlap nudge whose Take Action lands on that travel plan with the
 * other member listed. /network-graph fits a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
const pages: Record<'requester' | 'introducer' | 'target', Page> = {} as never;
const NAMES = {
  requester: ['Padmaja', 'Kommineni'],
  introducer: ['Ramesh', 'Yarlagadda'],
  target: ['Harish', 'Chivukula'],
} as const;
/** Each step drives two or three pages (and the job) on a 2-core machine shared with other sessions. */
const TEST_TIMEOUT = 240_000;
const full = (who: keyof typeof NAMES) => NAMES[who].join(' ');

beforeAll(async () => {
  stack = await startTestStack('network');
  browser = await launchChromium();
  for (const who of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    const { page } = await newPage(browser, stack);
    const [firstName, lastName] = NAMES[who];
    await signInAsNewMember(page, stack, firstName, lastName);
    pages[who] = page;
  }
}, 360_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Connect from a directory card, with a note. */
async function connectFromDirectory(page: Page, to: keyof typeof NAMES, note: string) {
  // A member who just joined is found once the search service has indexed them (seconds).
  await openUntilSearchFinds(page, `/directory?q=${encodeURIComponent(NAMES[to][1])}`, '/api/search/members', NAMES[to][0]);
  await page.getByRole('button', { name: `Connect with ${full(to)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Connect with ${full(to)}` });
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('Connection request sent').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Accept the request from `from` on the Requests tab, which shows the incoming count. */
async function acceptRequest(page: Page, from: keyof typeof NAMES, note: string) {
  await page.goto('/network-graph');
  await page.getByRole('tab', { name: 'Requests (1)' }).click();
  const request = page.getByTestId('incoming-request').filter({ hasText: full(from) });
  await request.getByText(`“${note}”`).waitFor();
  await request.getByRole('button', { name: `Accept ${full(from)}` }).click();
  await page.getByText(`You are now connected with ${full(from)}`).waitFor();
  await page.getByRole('tab', { name: 'My Network' }).click();
  await page
    .getByTestId('connection-card')
    .filter({ hasText: full(from) })
    .getByText('Direct')
    .waitFor();
}

/** 'YYYY-MM-DD' `days` from today (the date inputs' value). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Add Travel Plan through the Travel Plans tab. */
async function addTravelPlan(
  page: Page,
  plan: { city: string; country: string; from: string; to: string; purpose: string; visibility: 'public' | 'connections' },
) {
  await page.goto('/network-graph?tab=travel');
  await page.getByRole('button', { name: '+ Add Travel Plan' }).click();
  const form = page.getByRole('dialog', { name: 'Add Travel Plan' });
  await form.getByLabel('City').fill(plan.city);
  await form.getByLabel('Country').fill(plan.country);
  await form.getByLabel('From').fill(plan.from);
  await form.getByLabel('To').fill(plan.to);
  await form.getByLabel('Purpose').fill(plan.purpose);
  await form.getByLabel('Who can see it').selectOption(plan.visibility);
  await form.getByRole('button', { name: 'Add Plan' }).click();
  await page.getByText('Travel plan added').waitFor();
  await form.waitFor({ state: 'detached' });
  await page
    .getByTestId('travel-plan')
    .filter({ hasText: `${plan.city}, ${plan.country}` })
    .waitFor();
}

const introCard = (page: Page) => page.getByTestId('introduction').filter({ hasText: `${full('requester')} → ${full('target')}` });

describe('network: connect, introduce, graph', () => {
  it(
    'connects two new members through a directory request accepted under Requests',
    async () => {
      await connectFromDirectory(pages.introducer, 'target', 'Fellow Guntur alumni, let us connect.');
      await pages.introducer.goto('/network-graph?tab=requests');
      await pages.introducer
        .getByTestId('outgoing-request')
        .filter({ hasText: full('target') })
        .waitFor();
      await acceptRequest(pages.target, 'introducer', 'Fellow Guntur alumni, let us connect.');
      await pages.introducer.goto('/network-graph');
      await pages.introducer
        .getByTestId('connection-card')
        .filter({ hasText: full('target') })
        .getByText(/^Strength: \d+\/10$/)
        .waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'lets a third member ask for an introduction through the mutual connection',
    async () => {
      await connectFromDirectory(pages.requester, 'introducer', 'We met at the Dallas chapter meetup.');
      await acceptRequest(pages.introducer, 'requester', 'We met at the Dallas chapter meetup.');

      const page = pages.requester;
      await page.goto('/network-graph?tab=second-degree');
      const card = page.getByTestId('second-degree-card').filter({ hasText: full('target') });
      await card.getByText(`Connected through ${full('introducer')}`).waitFor();
      await card.getByText('1 mutual').waitFor();
      await card.getByRole('button', { name: `Request Introduction to ${full('target')}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Introduction' });
      await dialog.getByText(`Ask ${full('introducer')} to introduce you to ${full('target')}.`).waitFor();
      await dialog.getByLabel('Purpose').selectOption('investment');
      await dialog.getByLabel('Message').fill('I am raising a seed round for a Vizag cold-chain start-up.');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await page.getByText('Introduction request sent successfully!').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Introductions' }).click();
      await introCard(page).getByText('Pending').waitFor();
      await introCard(page)
        .getByText(`Waiting for ${full('introducer')} to respond.`)
        .waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'lets the introducer approve with a note and the target accept: requester and target are connected',
    async () => {
      const introducer = pages.introducer;
      await introducer.goto('/network-graph?tab=introductions');
      await introCard(introducer).getByText('“I am raising a seed round for a Vizag cold-chain start-up.”').waitFor();
      await introCard(introducer).getByRole('button', { name: 'Approve Introduction' }).click();
      const approve = introducer.getByRole('dialog', { name: 'Approve Introduction' });
      await approve.getByLabel('Note to the target (optional)').fill('Padmaja runs a sharp team; worth a call.');
      await approve.getByRole('button', { name: 'Approve Introduction' }).click();
      await introducer.getByText('Introduction approved').waitFor();
      await introCard(introducer).getByText('Approved', { exact: true }).waitFor();

      const target = pages.target;
      await target.goto('/network-graph?tab=introductions');
      await introCard(target).getByText('Note from Ramesh: Padmaja runs a sharp team; worth a call.').waitFor();
      await introCard(target).getByRole('button', { name: 'Accept Introduction' }).click();
      const accept = target.getByRole('dialog', { name: 'Accept Introduction' });
      await accept.getByRole('button', { name: 'Accept Introduction' }).click();
      await target.getByText('Introduction accepted: you are now connected').waitFor();
      await introCard(target).getByText('Accepted', { exact: true }).waitFor();

      const requester = pages.requester;
      await requester.goto('/network-graph');
      const connected = requester.getByTestId('connection-card').filter({ hasText: full('target') });
      await connected.getByText('Direct').waitFor();
      await connected.getByText(`Introduced by ${full('introducer')}`).waitFor();
      await requester.getByRole('tab', { name: 'Introductions' }).click();
      await introCard(requester).getByText('Accepted', { exact: true }).waitFor();
      await introCard(requester).getByRole('button', { name: 'Mark as Successful' }).click();
      await requester.getByText('Introduction marked as successful').waitFor();
      await introCard(requester).getByText('Completed', { exact: true }).waitFor();
      await requester.getByRole('tab', { name: 'My Network' }).click();
      await expect(requester.getByTestId('stat-card').filter({ hasText: 'Direct Connections' }).textContent()).resolves.toBe('Direct Connections2');
    },
    TEST_TIMEOUT,
  );

  it(
    'draws the Graph view with a node per connection; a click opens the card',
    async () => {
      const page = pages.requester;
      await page.goto('/network-graph?tab=graph');
      await page.getByTestId('network-graph').waitFor();
      const nodes = page.getByTestId('graph-node');
      await expect(nodes.count()).resolves.toBeGreaterThanOrEqual(3);
      await expect(page.locator('[data-testid="graph-node"][data-degree="1"]').count()).resolves.toBe(2);
      await expect(page.locator('[data-testid="graph-node"][data-degree="0"] title').textContent()).resolves.toContain(full('requester'));
      await page.getByRole('button', { name: `Open ${full('target')} (Direct connection)` }).click();
      const dialog = page.getByRole('dialog', { name: full('target') });
      await dialog.getByTestId('connection-card').getByText('Direct').waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'runs the smart-nudges job: a travel overlap nudge whose Take Action opens that plan with the member there',
    async () => {
      await addTravelPlan(pages.requester, { city: 'Dubai', country: 'UAE', from: day(10), to: day(14), purpose: 'Gulfood trade show', visibility: 'public' });
      await addTravelPlan(pages.introducer, {
        city: 'Dubai',
        country: 'UAE',
        from: day(12),
        to: day(16),
        purpose: 'Investor meetings',
        visibility: 'connections',
      });
      // The plan lists the other member before any job runs (overlaps are read live).
      const page = pages.requester;
      await page.goto('/network-graph?tab=travel');
      const plan = page.getByTestId('travel-plan').filter({ hasText: 'Dubai, UAE' });
      await plan.getByRole('button', { name: 'Members in Dubai' }).click();
      await plan
        .getByTestId('travel-overlap')
        .filter({ hasText: full('introducer') })
        .waitFor();

      await runScheduleOnce('smart-nudges');
      await page.goto('/network-graph');
      const nudge = page.getByTestId('nudge').filter({ hasText: `${full('introducer')} will be in Dubai when you are` });
      await nudge.getByText('Location Overlap').waitFor();
      await nudge.getByText('High priority').waitFor();
      await expect(page.getByTestId('nudge').count()).resolves.toBeLessThanOrEqual(3);
      await nudge.getByRole('button', { name: 'See who is there' }).click();
      await page.getByText('Action taken successfully!').waitFor();
      await page.waitForURL(/\/network-graph\?tab=travel&plan=/);
      await page.getByRole('tab', { name: 'Travel Plans', selected: true }).waitFor();
      await plan
        .getByTestId('travel-overlap')
        .filter({ hasText: full('introducer') })
        .getByText('Connection')
        .waitFor();
      // Acted on: it leaves the strip.
      const nudges = page.waitForResponse((response) => response.url().includes('/api/smart-nudges'));
      await page.goto('/network-graph');
      await nudges;
      await page.getByTestId('stat-card').first().waitFor();
      await expect(
        page
          .getByTestId('nudge')
          .filter({ hasText: `${full('introducer')} will be in Dubai when you are` })
          .count(),
      ).resolves.toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'fits /network-graph and its tabs on a 375 px phone without horizontal scrolling',
    async () => {
      const { page: phone } = await newPage(browser, stack);
      await phone.context().addCookies(await pages.requester.context().cookies());
      await phone.setViewportSize({ width: 375, height: 800 });
      for (const tab of ['', '?tab=second-degree', '?tab=third-degree', '?tab=introductions', '?tab=graph', '?tab=requests', '?tab=travel']) {
        await phone.goto(`/network-graph${tab}`);
        await phone.locator('.card-grid, .card-list, .empty-state, .network-graph, .request-row').first().waitFor();
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        expect(width, tab || 'My Network').toBeLessThanOrEqual(375);
      }
      await phone.goto('/network-graph?tab=travel');
      await phone.getByRole('button', { name: '+ Add Travel Plan' }).click();
      await phone.getByRole('dialog', { name: 'Add Travel Plan' }).waitFor();
      await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    },
    TEST_TIMEOUT,
  );
});
