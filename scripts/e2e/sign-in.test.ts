import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { continueAsNewMember, newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The sign-in journey in a real browser against the real local runtime:
 * DynamoDB Local (in memory), the handlers behind API Gateway v2 events, the
 * local OpenID provider and the built web app.
 */
let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('sign-in');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('sign-in journey', () => {
  it('landing → Sign In → new member → greeted by first name → reload → navigate → logout → landing', async () => {
    const { context, page } = await newPage(browser, stack);
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Join with LinkedIn' })
      .or(page.getByRole('link', { name: 'Join with LinkedIn' }))
      .first()
      .waitFor();

    // The first visit is recorded once it shows (its POST awaited before the reload); the next one says "Welcome back".
    const seen = page.waitForResponse((response) => response.url().endsWith('/api/members/me/home-seen') && response.ok());
    await page
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('link', { name: 'Sign In' }))
      .first()
      .click();
    await continueAsNewMember(page, stack, 'Tejaswini', 'Kancharla');
    await page.getByRole('heading', { name: 'Welcome, Tejaswini!' }).waitFor();
    await seen;

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Tejaswini!' }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Forums' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Business Forums' }).waitFor();
    expect(await page.getByRole('link', { name: 'Forums' }).first().getAttribute('aria-current')).toBe('page');

    const sessionCookie = (await context.cookies()).find((c) => c.name === 'club_session');
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Lax');

    await page
      .getByRole('link', { name: /log ?out/i })
      .or(page.getByRole('button', { name: /log ?out/i }))
      .first()
      .click();
    await page.waitForURL(`${stack.url}/`);
    await page
      .getByRole('button', { name: 'Join with LinkedIn' })
      .or(page.getByRole('link', { name: 'Join with LinkedIn' }))
      .first()
      .waitFor();
    expect((await context.cookies()).find((c) => c.name === 'club_session')).toBeUndefined();

    // The old cookie is dead at the server, not only gone from the browser.
    const replayed = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: `club_session=${sessionCookie!.value}` } });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ message: 'Unauthorized' });
    await context.close();
  });

  it('signs in as a demo member with one click and keeps the member for the next sign-in', async () => {
    const { context, page } = await newPage(browser, stack);
    await page.goto('/api/login');
    await page.getByRole('button', { name: 'Continue as Ramesh Reddy' }).click();
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Welcome back, Ramesh!' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(me).toMatchObject({ id: 'demo-ramesh-reddy', firstName: 'Ramesh', lastName: 'Reddy', chapters: ['AP-Vijayawada'] });
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown path when signed in', async () => {
    const { context, page } = await newPage(browser, stack);
    await signInAsNewMember(page, stack, 'Bhavani', 'Pothineni');
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await context.close();
  });

  it('shows the landing page, not a crash, when signed out on a member route', async () => {
    const { context, page } = await newPage(browser, stack);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/forums');
    await page
      .getByRole('button', { name: 'Join with LinkedIn' })
      .or(page.getByRole('link', { name: 'Join with LinkedIn' }))
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Business Forums' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a cancelled sign-in back to the landing page with a clear message', async () => {
    const { context, page } = await newPage(browser, stack);
    await page.goto('/api/login');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/signin_error=denied/);
    await page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled' }).waitFor();
    await context.close();
  });
});
