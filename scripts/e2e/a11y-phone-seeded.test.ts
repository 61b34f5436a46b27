import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { signInAsDemo } from './journey.js';
import { checkEveryScreen, consoleAndFounderPages, phonePage } from './phone-a11y.js';
import { startTestStack } from './stack.js';

/**
 * Every screen and every tab on a 375 px phone, WCAG 2.2 AA (as in
 * a11y-phone.test.ts), as a demo member with seeded matches, RSVPs and
 * requests: the screens with their data, not only their empty states.
 */
let stack: LocalStack;
let browser: Browser;
let seeded: Page;
let admin: Page;
let founder: Page;

beforeAll(async () => {
  stack = await startTestStack('a11y-seeded');
  browser = await launchChromium();
  seeded = await phonePage(browser, stack);
  await signInAsDemo(seeded, stack, 'Anitha Varma');
  ({ admin, founder } = await consoleAndFounderPages(browser, stack));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('every screen and tab on a 375 px phone, WCAG 2.2 AA', { timeout: 600_000 }, () => {
  it('every screen and tab fits and has no serious finding, as a demo member with seeded data; the staff console as an admin', async () => {
    const { problems, visited } = await checkEveryScreen({ member: seeded, admin, founder });
    console.log(`checked ${visited.length} screens and tabs as a demo member with seeded data:\n  ${visited.join('\n  ')}`);
    expect(problems.join('\n')).toBe('');
  });
});
