import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsDemo, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * The door offline, in a real browser: an organizer's phone and a staff
 * member's phone (two browser contexts) download the door list of an event
 * starting within the hour and go offline; the organizer checks three guests
 * in, the staff phone checks one of the same guests in too; back online the
 * server holds exactly three check-ins, the organizer's stands, and the staff
 * phone says who was first. The list is sealed in IndexedDB and wiped at
 * sign-out. Each phone stays on one page while offline (no service worker
 * needed).
 */
let stack: LocalStack;
let browser: Browser;
const phones: Record<'organizer' | 'staff', { context: BrowserContext; page: Page }> = {} as never;
let eventId = '';
const guests: { name: string; code: string }[] = [];
const TITLE = `Guntur traders breakfast ${Date.now().toString(36)}`;
const ACTION_TIMEOUT_MS = 90_000;

/** A same-origin call from the page, as the app makes it (the session cookie and the Origin go with it). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );
}

/** The sealed books in this page's IndexedDB, as the text their bytes would read as. */
const storedBooks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('club-door', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('books');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('books').objectStore('books').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { data: Uint8Array }[]).map((book) => new TextDecoder().decode(book.data)));
          };
        };
      }),
  );

beforeAll(async () => {
  stack = await startTestStack('door');
  browser = await launchChromium();
  phones.organizer = await newPage(browser, stack);
  phones.staff = await newPage(browser, stack);
  for (const { page } of Object.values(phones)) page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(phones.organizer.page, stack, 'Padmaja', 'Kolluri');
  await signInAsDemo(phones.staff.page, stack, 'Lakshmi Prasanna');
  const start = Date.now() + 30 * 60_000;
  const created = await api<{ id: string }>(phones.organizer.page, 'POST', '/api/events', {
    title: TITLE,
    type: 'networking',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * 3600_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    venue: 'Hotel Grand',
    city: 'Guntur',
    country: 'India',
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  eventId = created.json.id;
  for (const [first, last] of [
    ['Suresh', 'Alluri'],
    ['Bhargavi', 'Tummala'],
    ['Nagendra', 'Vemuri'],
    ['Rajani', 'Chilukuri'],
  ] as const) {
    const { context, page } = await newPage(browser, stack);
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await signInAsNewMember(page, stack, first, last);
    const ticket = await api<{ qrCode: string; status: string }>(page, 'POST', `/api/events/${eventId}/rsvp`, {});
    expect(ticket.json.status).toBe('confirmed');
    guests.push({ name: `${first} ${last}`, code: ticket.json.qrCode });
    await context.close();
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Opens the event's check-in tab and saves its door list on this phone. */
async function downloadDoorList(page: Page) {
  await page.goto(`/events?tab=checkin&event=${eventId}`);
  await page.getByText(`Checking in attendees of ${TITLE}`).waitFor();
  await page.getByRole('button', { name: 'Download door list' }).click();
  await page
    .getByTestId('door-saved')
    .filter({ hasText: /^Door list saved at \d{1,2}:\d{2} [ap]m IST, 4 guests$/ })
    .waitFor();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await page.getByRole('button', { name: 'Check In', exact: true }).click();
}

describe('the door offline', { timeout: 240_000 }, () => {
  it('two phones check guests in offline; after sync the server holds each check-in once and the later phone hears who was first', async () => {
    const { organizer, staff } = { organizer: phones.organizer.page, staff: phones.staff.page };
    await downloadDoorList(organizer);
    await downloadDoorList(staff);
    // The list at rest is sealed: no guest's name or code in IndexedDB, and the key is not beside it.
    const [sealed] = await storedBooks(organizer);
    expect(sealed).toBeDefined();
    for (const guest of guests) {
      expect(sealed).not.toContain(guest.name);
      expect(sealed).not.toContain(guest.code);
    }

    await phones.organizer.context.setOffline(true);
    await phones.staff.context.setOffline(true);
    for (const guest of guests.slice(0, 3)) {
      await typeCode(organizer, guest.code);
      await organizer.getByText(`${guest.name} is checked in on this device`).waitFor();
    }
    await organizer.getByTestId('door-queue').filter({ hasText: '3 check-ins waiting to sync · Offline' }).waitFor();
    await organizer.getByTestId('checkin-count').filter({ hasText: 'Checked in 3 of 4' }).waitFor();
    // Scanned again here: the door says so at once, nothing more is queued.
    await typeCode(organizer, guests[0]!.code);
    await organizer.getByText(`${guests[0]!.name}: Already checked in at`).waitFor();
    await organizer.getByTestId('door-queue').filter({ hasText: '3 check-ins waiting to sync' }).waitFor();

    // The staff phone admits the first guest too, by name, while offline.
    await staff.getByLabel('Guest name').fill(guests[0]!.name.split(' ')[0]!);
    await staff.getByRole('button', { name: `Check in ${guests[0]!.name}` }).click();
    await staff.getByTestId('door-queue').filter({ hasText: '1 check-in waiting to sync' }).waitFor();

    await phones.organizer.context.setOffline(false);
    await organizer.getByTestId('door-queue').filter({ hasText: 'All check-ins synced' }).waitFor();
    const afterFirst = await api<{ checkedIn: number; expected: number }>(organizer, 'GET', `/api/events/${eventId}/check-ins`);
    expect(afterFirst.json).toMatchObject({ checkedIn: 3, expected: 4 });

    await phones.staff.context.setOffline(false);
    await staff.getByTestId('door-queue').filter({ hasText: 'All check-ins synced' }).waitFor();
    const notice = staff.getByTestId('door-notice').filter({ hasText: guests[0]!.name });
    await notice.filter({ hasText: /Already checked in at \d{1,2}:\d{2} [ap]m IST by another device/ }).waitFor();
    const afterBoth = await api<{ checkedIn: number }>(staff, 'GET', `/api/events/${eventId}/check-ins`);
    expect(afterBoth.json.checkedIn).toBe(3);

    // The organizer's phone's check-in is the one that stands.
    const organizerDevice = await organizer.evaluate(() => localStorage.getItem('club-door-device-id'));
    const list = await api<{ guests: { name: string; status: string; checkedInDeviceId?: string }[] }>(staff, 'GET', `/api/events/${eventId}/door-list`);
    const first = list.json.guests.find((guest) => guest.name === guests[0]!.name);
    expect(first).toMatchObject({ status: 'checked_in', checkedInDeviceId: organizerDevice });
    expect(list.json.guests.filter((guest) => guest.status === 'checked_in')).toHaveLength(3);
  });

  it('wipes the door list from the phone at sign-out', async () => {
    const organizer = phones.organizer.page;
    expect(await storedBooks(organizer)).toHaveLength(1);
    await organizer.getByRole('link', { name: 'Log out' }).click();
    await organizer.waitForURL((url) => !url.pathname.startsWith('/events'));
    await organizer.waitForLoadState();
    expect(await storedBooks(organizer)).toEqual([]);
    expect(await organizer.evaluate(() => sessionStorage.getItem('club-door-key'))).toBeNull();
  });
});
