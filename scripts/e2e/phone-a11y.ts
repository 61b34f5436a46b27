import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { newPage, signInAsDemo } from './journey.js';

/**
 * What the phone accessibility tests share (a11y-phone*.test.ts): the screens
 * the router routes, how a screen is visited (settled, prepared, every tab)
 * and checked (no page-level horizontal scroll, no serious or critical axe
 * finding against WCAG 2.2 AA).
 */
export const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');
const AXE_SOURCE = axe.source;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 375, height: 800 };
/** A laptop's window: where small targets sit side by side (tab rows, card actions), as WCAG 2.5.8 measures them. */
export const DESKTOP = { width: 1280, height: 900 };
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;

/** Screens a member signs in to see, by path id; the staff console is visited as an admin (every tab, the admins' too). */
const AS_ADMIN = new Set(['staff']);
/** A demo deal room and its pitch deck (scripts/src/seed/deal-rooms.ts, deal-room-files.ts), visited as its founder: every tab of the room. */
const DEMO_ROOM = '/investors/deals/opp-paisasetu';
/** Screens whose path has a parameter, by path id: the demo item each is visited with. */
/** The demo conversation of the seeded member (scripts/src/seed/messages-data.ts); a new member sees it as not found. */
const DEMO_THREAD = '/messages/demo-anitha-varma:demo-hemalatha-sunkara';
const CONCRETE: Record<string, string> = { dealRoom: DEMO_ROOM, messageThread: DEMO_THREAD };
/** Screens seen as the demo deal's founder, by the path visited. */
const AS_FOUNDER = new Set([DEMO_ROOM, `${DEMO_ROOM}/files/opp-paisasetu-deck`]);
/** Router entries not reached by a path id, each with how it is covered. */
const EXTRA_SCREENS = [
  { path: '/', why: 'the index route (paths.home)' },
  { path: '/no-such-screen', why: 'the catch-all not-found route' },
  { path: `${DEMO_ROOM}/files/opp-paisasetu-deck`, why: 'the data-room viewer (a path built on paths.dealRoom), on the demo pitch deck' },
];
/** What a member does on a screen before it is checked, to bring up its wide blocks (by path). */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  // The duty breakdown table appears only after a calculation.
  '/trade-assistance': async (page) => {
    await page.getByLabel('HS code').fill('030617');
    await page.getByLabel('Cargo value (USD)').fill('10000');
    await page.getByLabel('Origin country').fill('Vietnam');
    await page.getByLabel('Quantity').fill('500');
    await page.getByLabel('Unit').selectOption('kg');
    await page.getByRole('button', { name: 'Calculate Duties & Fees' }).click();
    await page.getByTestId('duty-breakdown').waitFor();
  },
  // An export's row (with its status) appears only after asking for one.
  '/settings/privacy': async (page) => {
    await page.getByRole('button', { name: 'Download your data' }).click();
    await page.getByTestId('export-row').first().waitFor();
  },
};
/** Path ids routed but deliberately not visited, with the reason. None today. */
export const EXCLUDED: Record<string, string> = {};

/** `{ id: path }` for every entry of web/src/config/paths.ts, and the ids the router routes. */
export function routedScreens(): { id: string; path: string }[] {
  const pathsSource = fs.readFileSync(path.join(WEB_SRC, 'config/paths.ts'), 'utf8');
  const byId = new Map([...pathsSource.matchAll(/^ {2}(\w+): \{\s*path: '([^']+)'/gm)].map(([, id, p]) => [id!, p!]));
  const routerSource = fs.readFileSync(path.join(WEB_SRC, 'app/router.tsx'), 'utf8');
  const routed = [...new Set([...routerSource.matchAll(/paths\.(\w+)\.path/g)].map(([, id]) => id!))];
  return routed.map((id) => {
    const p = byId.get(id);
    if (!p) throw new Error(`router.tsx routes paths.${id}, which config/paths.ts does not define`);
    return { id, path: p };
  });
}

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** A fresh phone-sized page (or `viewport`) on the stack, patient with a busy machine. */
export async function phonePage(browser: Browser, stack: LocalStack, viewport = PHONE): Promise<Page> {
  const { page } = await newPage(browser, stack);
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  trackTraffic(page);
  await page.setViewportSize(viewport);
  return page;
}

/** Requests each page has in flight, and when that last changed (networkQuiet). */
const traffic = new WeakMap<Page, { inFlight: number; changedAt: number }>();
/** How long no request may be in flight before a screen counts as loaded: a lazy route's chunk and its data follow each other closer than this. */
const QUIET_MS = 150;

function trackTraffic(page: Page): void {
  const state = { inFlight: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (by: number) => () => {
    state.inFlight = Math.max(0, state.inFlight + by);
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Waits until no request has been in flight for QUIET_MS. Playwright's `networkidle` waits a fixed 500 ms after the
 * last request: ~40 s of waiting over the ~80 screens of a pass.
 */
async function networkQuiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet: the page was not made by phonePage');
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  while (state.inFlight > 0 || Date.now() - state.changedAt < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`networkQuiet: ${state.inFlight} requests still in flight after ${ACTION_TIMEOUT_MS} ms`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** Waits until the screen has its heading and no spinner, skeleton or busy region is left, and the network is quiet. */
export async function settled(page: Page): Promise<void> {
  await screenShown(page);
  // What the screen asked for once it rendered (its data, a second list, an image), then what that data brought.
  await networkQuiet(page);
  await screenShown(page);
  // Fonts and late layout (a chart sizing itself) before measuring.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** The screen's own heading is shown (not the one of the screen left, see open()) and no spinner, skeleton or busy region is left. */
async function screenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1:not([data-left-behind])') !== null &&
      document.querySelector('.full-page-spinner, .list-skeleton, .amplify-loader, .amplify-placeholder, [aria-busy="true"]') === null,
    undefined,
    { timeout: ACTION_TIMEOUT_MS, polling: 50 },
  );
}

/** Problems on the screen as it is now: page-level horizontal scroll, then axe's serious and critical findings. */
export async function check(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  if (scrollWidth > clientWidth) {
    const wide = await page.evaluate((limit) => {
      // The innermost elements that reach past the viewport's right edge (none of their children does): where to look.
      const out: string[] = [];
      // Inside a region that scrolls or clips on its own an element may reach further: only the page's overflow counts.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      // Its box, or its own text spilling out of a box that does not clip it.
      const reach = (el: Element) => {
        const box = el.getBoundingClientRect();
        return getComputedStyle(el).overflowX === 'visible' ? Math.max(box.right, box.left + el.scrollWidth) : box.right;
      };
      const past = (el: Element) => reach(el) > limit + 0.5 && !clipped(el);
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        if (!past(el) || [...el.children].some(past)) continue;
        out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`);
        if (out.length >= 5) break;
      }
      return out;
    }, clientWidth);
    problems.push(`${where}: page scrolls sideways (${scrollWidth} > ${clientWidth}); wide: ${wide.join(', ')}`);
  }
  // Evaluated over the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, WCAG_22_AA);
  for (const f of findings as Finding[]) {
    if (f.impact !== 'serious' && f.impact !== 'critical') continue;
    problems.push(`${where}: ${f.id} (${f.impact}) ${f.help}\n    ${f.targets.slice(0, 12).join('\n    ')}`);
  }
  return problems;
}

/** The ids of the page's main tab list (PageTabs: `<prefix>-tab-<id>`), as `?tab=` takes them. */
async function tabIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const list = document.querySelector('main [role="tablist"].tabs') ?? document.querySelector('[role="tablist"].tabs');
    if (!list) return [];
    return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
      const match = /-tab-(.+)$/.exec(tab.id);
      return match ? match[1]! : '';
    });
  });
}

/**
 * Opens `screen` as a link in the app would: the router renders it in the page already loaded, so each screen costs
 * its own chunk and data, not a reload of the app and of axe. The first screen of a page, or the one it is on, loads.
 */
async function open(page: Page, screen: string): Promise<void> {
  const here = new URL(page.url());
  if (here.protocol === 'about:' || `${here.pathname}${here.search}` === screen) {
    await page.goto(screen);
    return;
  }
  await page.evaluate((to) => {
    // The screen left marks its heading: settled() waits for a heading without the mark, the new screen's.
    document.querySelector('h1')?.setAttribute('data-left-behind', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen);
}

/** Visits the screen and each of its tabs; returns every problem found. */
async function checkScreen(page: Page, screen: string): Promise<{ problems: string[]; visited: string[] }> {
  const problems: string[] = [];
  const visited: string[] = [];
  await open(page, screen);
  await settled(page);
  const prepare = PREPARE[screen];
  if (prepare) {
    await prepare(page);
    await settled(page);
    visited.push(`${screen} (${prepare.name || 'prepared'})`);
    problems.push(...(await check(page, `${screen} after preparing`)));
  }
  const tabs = await tabIds(page);
  if (tabs.length === 0) {
    visited.push(screen);
    problems.push(...(await check(page, screen)));
  }
  for (const tab of tabs) {
    if (!tab) {
      problems.push(`${screen}: a tab without a PageTabs id`);
      continue;
    }
    // Clicking the tab as a member would; the page puts it in the URL (`?tab=` or its own name).
    await page.locator(`[role="tab"][id$="-tab-${tab}"]`).first().click();
    await settled(page);
    await expect
      .poll(() => page.getAttribute('[role="tab"][aria-selected="true"]', 'id'), { message: `${screen}: tab ${tab} selected` })
      .toMatch(new RegExp(`-tab-${tab}$`));
    const url = new URL(page.url());
    const where = `${url.pathname}${url.search}`;
    visited.push(where);
    problems.push(...(await check(page, where)));
  }
  return { problems, visited };
}

/** The staff console's admin and the demo room's founder, signed in on phone pages: both passes visit those screens as them. */
export async function consoleAndFounderPages(browser: Browser, stack: LocalStack, viewport = PHONE): Promise<Pick<PhonePages, 'admin' | 'founder'>> {
  const admin = await phonePage(browser, stack, viewport);
  await signInAsDemo(admin, stack, 'Venkat Rao');
  const founder = await phonePage(browser, stack, viewport);
  await signInAsDemo(founder, stack, 'Sai Kiran Boppana');
  return { admin, founder };
}

/** The pages a pass visits with: the member's own screens, the staff console as an admin, the demo room as its founder. */
export interface PhonePages {
  member: Page;
  admin: Page;
  founder: Page;
}

/** Visits every routed screen (and the extra ones) with every tab, as `pages` say; answers the problems and what was visited. */
export async function checkEveryScreen(pages: PhonePages): Promise<{ problems: string[]; visited: string[] }> {
  const problems: string[] = [];
  const visited: string[] = [];
  const screens = [
    ...routedScreens()
      .filter(({ id }) => !(id in EXCLUDED))
      .map(({ id, path: p }) => ({ id, path: CONCRETE[id] ?? p })),
    ...EXTRA_SCREENS.map((s) => ({ id: s.path, path: s.path })),
  ];
  const seen = new Set<string>();
  for (const { id, path: screen } of screens) {
    if (seen.has(screen)) continue;
    seen.add(screen);
    expect(screen, `${id}: a path with a parameter needs its demo item in CONCRETE`).not.toMatch(/\/:/);
    const result = await checkScreen(AS_ADMIN.has(id) ? pages.admin : AS_FOUNDER.has(screen) ? pages.founder : pages.member, screen);
    problems.push(...result.problems);
    visited.push(...result.visited);
  }
  return { problems, visited };
}
