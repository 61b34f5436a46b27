import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { webDist } from '../src/lib/paths.js';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromiumProfile } from './browser.js';
import { signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The installable app in a real browser: the manifest is served and Chromium
 * finds the app installable; a member RSVPs, opens their ticket, goes offline,
 * reloads, and still sees the QR and its code; a page that needs the network
 * says so; a new version waits for the member's Reload and then replaces the
 * whole shell; after sign-out no API answer of that member is left in Cache Storage.
 */
let stack: LocalStack;
/** This file's copy of the web build: the update test changes the files it serves. */
let site: string;
let context: BrowserContext;
let page: Page;
let ticketCode = '';
let eventTitle = '';
const ACTION_TIMEOUT_MS = 90_000;

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-ticket-site-'));
  fs.cpSync(webDist, site, { recursive: true });
  stack = await startTestStack('offline-ticket', { distDir: site });
  // A profile on disk, not incognito: Chromium reports installability only there.
  context = await launchChromiumProfile(stack.url);
  page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(page, stack, 'Padmaja', 'Kolluri');
}, 300_000);
afterAll(async () => {
  await context?.close();
  await stack?.stop();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

/** Waits until the site's service worker controls the page (it claims the page that installed it). */
async function waitForWorkerControl(): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: ACTION_TIMEOUT_MS });
}

/** Every cache's name and the URLs it holds, read in the page. */
const cacheContents = () =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  });

describe('the installable app: offline ticket, sign-out clears the cache', { timeout: 240_000 }, () => {
  it('serves the manifest, and Chromium reports no installability errors', async () => {
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { short_name: string; display: string; icons: Array<{ sizes: string; purpose: string }> };
    expect(body.display).toBe('standalone');
    expect(body.short_name.length).toBeLessThanOrEqual(12);
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    await waitForWorkerControl();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  });

  it('shows the ticket (QR and code) offline after a reload', async () => {
    // A seat at an upcoming event with room, taken through the API from the page (same origin, the member's cookie).
    const ticket = await page.evaluate(async () => {
      const events = (await (await fetch('/api/events/upcoming')).json()) as Array<{
        id: string;
        title: string;
        isGated: boolean;
        isActive: boolean;
        maxAttendees?: number;
        attendeeCount?: number;
      }>;
      for (const event of events.filter((e) => !e.isGated && e.isActive)) {
        const answer = await fetch(`/api/events/${event.id}/rsvp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        const rsvp = (await answer.json()) as { status?: string; qrCode?: string };
        if (answer.ok && rsvp.status === 'confirmed' && rsvp.qrCode) return { title: event.title, code: rsvp.qrCode };
      }
      return undefined;
    });
    expect(ticket, 'a demo event to RSVP to').toBeDefined();
    ticketCode = ticket!.code;
    eventTitle = ticket!.title;

    await waitForWorkerControl();
    // Seen once online: the tickets list (and the session answer that boots the app) are cached for this session.
    await page.goto('/events?tab=rsvps');
    const card = page.getByTestId('my-rsvp').filter({ hasText: eventTitle });
    await card.getByRole('button', { name: 'Show QR Code' }).click();
    await page.getByTestId('qr-code-text').waitFor();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You’re offline.').first().waitFor();
    await card.getByRole('button', { name: 'Show QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: `Your ticket: ${eventTitle}` });
    await expect(dialog.getByTestId('qr-code-text').innerText()).resolves.toBe(ticketCode.replace(/^(.{4})(.{4})$/, '$1 $2'));
    await expect(dialog.locator('svg title').first().textContent()).resolves.toBe(`QR code for ${eventTitle}`);
    await page.keyboard.press('Escape');
  });

  it('says a page needs a connection instead of a browser error', async () => {
    await page.goto('/events');
    await page.getByText('You’re offline — this page needs a connection.').first().waitFor();
    // The start URL opens offline too: the shell, signed in, from the cache.
    await page.goto('/');
    await page.getByRole('link', { name: 'Log out' }).waitFor();
    await context.setOffline(false);
    await page.goto('/events');
    await page.getByTestId('event-card').first().waitFor();
    await expect(page.getByText('You’re offline.').count()).resolves.toBe(0);
  });

  it('installs the start page and the ticket screens, and keeps other routes only once used', async () => {
    const shells = Object.entries(await cacheContents()).filter(([name]) => name.startsWith('app-shell-'));
    expect(shells).toHaveLength(1);
    const files = shells[0]![1].map((url) => new URL(url).pathname);
    const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(fs.readFileSync(path.join(site, 'index.html'), 'utf8'))![1]!;
    expect(files).toEqual(expect.arrayContaining(['/index.html', entry, '/icons/icon-192.png']));
    expect(files.some((file) => /^\/assets\/my-rsvps-[\w-]+\.js$/.test(file))).toBe(true);
    // Forums was never opened: not downloaded at install.
    expect(files.some((file) => /^\/assets\/forums-/.test(file))).toBe(false);
  });

  it('offers a new version, keeps serving the old one until Reload, then serves only the new one', async () => {
    // The next deploy: index.html changes, and so does the worker (its list names index.html's new revision).
    const indexFile = path.join(site, 'index.html');
    const workerFile = path.join(site, 'service-worker.js');
    const oldShell = Object.keys(await cacheContents()).find((name) => name.startsWith('app-shell-'));
    fs.writeFileSync(indexFile, fs.readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="club-build" content="next">'));
    const worker = fs.readFileSync(workerFile, 'utf8');
    const nextWorker = worker.replace(/("revision":"[0-9a-f]+","url":"index\.html")|("url":"index\.html","revision":"[0-9a-f]+")/, (found) =>
      found.replace(/[0-9a-f]{32}/, 'f'.repeat(32)),
    );
    expect(nextWorker).not.toBe(worker);
    fs.writeFileSync(workerFile, nextWorker);

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const banner = page.getByText('A new version is ready');
    await banner.waitFor();
    // Until the member chooses: the old shell still answers, even on a reload.
    await page.reload();
    await banner.waitFor();
    await expect(page.locator('meta[name="club-build"]').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="club-build"]') !== null, undefined, { timeout: ACTION_TIMEOUT_MS });
    await page.getByRole('link', { name: 'Log out' }).waitFor();
    await expect(banner.count()).resolves.toBe(0);
    const shells = Object.keys(await cacheContents()).filter((name) => name.startsWith('app-shell-'));
    expect(shells).toHaveLength(1);
    expect(shells[0]).not.toBe(oldShell);
  });

  it('keeps no API answer of the member in Cache Storage after sign-out', async () => {
    await context.setOffline(false);
    await page.goto('/events?tab=rsvps');
    await page.getByTestId('my-rsvp').first().waitFor();
    const before = await cacheContents();
    expect(Object.keys(before).some((name) => name.startsWith('member-api-'))).toBe(true);

    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${stack.url}/`);
    await page
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('link', { name: 'Sign In' }))
      .first()
      .waitFor();
    const after = await cacheContents();
    const apiUrls = Object.values(after)
      .flat()
      .filter((url) => new URL(url).pathname.startsWith('/api/'));
    expect(apiUrls).toEqual([]);
    expect(Object.keys(after).filter((name) => name.startsWith('member-'))).toEqual([]);
    // The shell itself stays cached: the app still opens offline, signed out.
    expect(Object.keys(after).some((name) => name.startsWith('app-shell-'))).toBe(true);
  });
});
