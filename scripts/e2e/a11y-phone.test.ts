import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { signInAsNewMember } from './journey.js';
import { EXCLUDED, WEB_SRC, check, checkEveryScreen, consoleAndFounderPages, phonePage, routedScreens, settled } from './phone-a11y.js';
import { startTestStack } from './stack.js';

/**
 * Every screen and every tab of the web app on a 375 px phone, checked by
 * axe-core against WCAG 2.2 AA: no page-level horizontal scroll and no
 * serious or critical finding. The screens come from the router's source
 * (each `paths.<id>.path` it routes), so a new screen fails this test until it
 * is visited (phone-a11y.ts) or excluded with a reason; the tabs are found on
 * each page. Here signed out and as a new member with a long unbroken name; as
 * a demo member with seeded data in a11y-phone-seeded.test.ts (a file apart, so
 * the two passes run side by side).
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
let admin: Page;
let founder: Page;
let guest: Page;

beforeAll(async () => {
  stack = await startTestStack('a11y');
  browser = await launchChromium();
  guest = await phonePage(browser, stack);
  member = await phonePage(browser, stack);
  // One unbroken long name: the header, greeting and cards must wrap it, not widen the page.
  await signInAsNewMember(member, stack, 'Venkatasubrahmanyeswararao', 'Chakravartulasrinivasaraghavan');
  ({ admin, founder } = await consoleAndFounderPages(browser, stack));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('every screen and tab on a 375 px phone, WCAG 2.2 AA', { timeout: 600_000 }, () => {
  it('visits every routed screen or names why not', () => {
    const screens = routedScreens();
    expect(screens.length).toBeGreaterThan(10);
    const unknown = Object.keys(EXCLUDED).filter((id) => !screens.some((s) => s.id === id));
    expect(unknown, 'exclusions name routed screens').toEqual([]);
    const routerSource = fs.readFileSync(path.join(WEB_SRC, 'app/router.tsx'), 'utf8');
    // Any route not reached through paths.<id>.path must be one of the extra screens.
    const literal = [...routerSource.matchAll(/path: '([^']+)'/g)].map(([, p]) => p);
    expect(literal, 'literal router paths are covered by EXTRA_SCREENS').toEqual(['*']);
    expect(routerSource).toMatch(/index: true/);
  });

  it('the landing page (signed out) fits and has no serious finding', async () => {
    await guest.goto('/');
    await guest
      .getByRole('button', { name: 'Sign In' })
      .or(guest.getByRole('link', { name: 'Sign In' }))
      .first()
      .waitFor();
    await settled(guest);
    expect(await check(guest, 'landing')).toEqual([]);
  });

  it('every screen and tab fits and has no serious finding, as a new member with a long unbroken name; the staff console as an admin', async () => {
    const { problems, visited } = await checkEveryScreen({ member, admin, founder });
    console.log(`checked ${visited.length} screens and tabs as a new member with a long unbroken name:\n  ${visited.join('\n  ')}`);
    expect(problems.join('\n')).toBe('');
  });
});
