import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';

/**
 * A fresh browser context (no cookies) on the local stack. Its pages register no service worker: each fresh context
 * would install one and download the app shell (about a hundred files) beside the test, about a fifth of the browser's
 * work. The worker's own behaviour (shell, offline tickets, updates) is tested in offline-ticket.test.ts, whose
 * context keeps it.
 */
export async function newPage(browser: Browser, stack: LocalStack): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/**
 * Signs in through the local provider as one of the demo accounts it lists, and waits for the signed-in home. Starts
 * where the landing page's Sign In leads (/api/login), without loading the landing page first: a full page load of
 * the app costs Chromium about a CPU-second, and sign-in.test.ts clicks the landing's button itself.
 */
export async function signInAsDemo(page: Page, stack: LocalStack, name: string): Promise<void> {
  await page.goto('/api/login');
  await page.waitForURL(/\/local-idp\/interaction\//);
  // Exact: a demo member's name may start with a staff member's.
  await page.getByRole('button', { name: `Continue as ${name}`, exact: true }).click();
  await page.waitForURL(`${stack.url}/`);
}

/** Signs in through the local provider's "New member" form (from /api/login, as {@link signInAsDemo}) and waits for the signed-in home. */
export async function signInAsNewMember(page: Page, stack: LocalStack, firstName: string, lastName: string): Promise<void> {
  await page.goto('/api/login');
  await continueAsNewMember(page, stack, firstName, lastName);
}

/** On the local provider's page (reached through /api/login), fills its "New member" form and waits for the signed-in home. */
export async function continueAsNewMember(page: Page, stack: LocalStack, firstName: string, lastName: string): Promise<void> {
  await page.waitForURL(/\/local-idp\/interaction\//);
  // The local page must say plainly that it stands in for LinkedIn.
  await page
    .getByText(/stands in for LinkedIn/i)
    .first()
    .waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(`${firstName}.${lastName}@example.com`.toLowerCase());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${stack.url}/`);
}

/**
 * Opens `path` (a page whose address holds a search) until its search,
 * answered by `apiPath`, finds what the test waits for: `finds` results at
 * least, or a result holding that text (a first name). The search service
 * indexes another member's write within seconds, not at once.
 */
export async function openUntilSearchFinds(page: Page, path: string, apiPath: string, finds: number | string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = page.waitForResponse((res) => res.url().includes(`${apiPath}?`));
    await page.goto(path);
    const body = (await (await answered).json()) as { total: number; results: unknown[] };
    if (typeof finds === 'number' ? body.total >= finds : JSON.stringify(body.results).includes(finds)) return;
    if (Date.now() > deadline) throw new Error(`${path}: the search did not find ${finds} within ${timeoutMs} ms`);
    await page.waitForTimeout(1000);
  }
}
