import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The festival calendar in a real browser, as a new member: a festival card
 * says where its date comes from, and Add to calendar downloads that
 * festival as an all-day event; the Subscribe link points calendar apps at
 * the public feed, which answers without a session.
 */
let stack: LocalStack;
let browser: Browser;
let member: Page;
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;

beforeAll(async () => {
  stack = await startTestStack('festivals');
  browser = await launchChromium();
  ({ page: member } = await newPage(browser, stack));
  member.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(member, stack, 'Sarada', 'Konda');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('festival calendar', { timeout: 240_000 }, () => {
  it('adds a festival to the calendar from the festivals tab as an all-day .ics event', async () => {
    await member.goto('/cultural-concierge');
    await member.getByRole('tab', { name: 'Festivals' }).click();
    const card = member.getByTestId('festival-card').first();
    await card.waitFor();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await expect(card.getByTestId('date-status').textContent()).resolves.toBe('Calculated from the Telugu calendar; not yet confirmed');

    const [download] = await Promise.all([member.waitForEvent('download'), card.getByRole('link', { name: `Add ${name} to calendar` }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}\.ics$/);
    // Long lines are folded at 75 octets (RFC 5545): unfold before reading.
    const lines = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain(name);
    expect(lines.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/);
    expect(lines.find((line) => line.startsWith('DTEND'))).toMatch(/^DTEND;VALUE=DATE:\d{8}$/);
    expect(lines.at(-1)).toBe('END:VCALENDAR');

    const subscribe = await member.getByRole('link', { name: 'Subscribe' }).getAttribute('href');
    expect(subscribe).toMatch(/^webcal:\/\/.+\/api\/festivals\/calendar\.ics$/);
    // A calendar app fetches the feed without the member's cookie.
    const feed = await fetch(`${stack.url}/api/festivals/calendar.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text.split('\r\n').filter((line) => line === 'BEGIN:VEVENT').length).toBeGreaterThan(20);
  });
});
