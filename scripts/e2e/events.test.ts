import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduleOnce } from '../src/runtime/local-schedules.js';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../src/runtime/local-stack.js';
import { labelsOnTwoLines } from './broken-labels.js';
import { launchChromium } from './browser.js';
import { newPage, signInAsNewMember } from './journey.js';
import { startTestStack } from './stack.js';

/**
 * Events in a real browser, as new members: an organizer creates a 2-seat
 * event starting within the hour (check-in is open); three members RSVP (the
 * third is waitlisted); the first cancels and the third is promoted; the QR
 * ticket shows its 8-character code; the organizer checks it in by typing the
 * code, a second check-in says it already happened, and another guest is
 * checked in by name, the count moving each time; the .ics downloads;
 * /events fits a 375 px phone.
 */
let stack: LocalStack;
let browser: Browser;
let organizer: Page;
const members: Record<'first' | 'second' | 'third', Page> = {} as never;
const TITLE = `Vizag founders dinner ${Date.now().toString(36)}`;
let qrCode = '';
/** Other workspaces' tests share the two cores: a page may take longer than Playwright's 30 s to answer. */
const ACTION_TIMEOUT_MS = 90_000;

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input: the wall time in Kolkata (the form's zone) `minutes` from now. */
const kolkataInput = (minutes: number) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};

beforeAll(async () => {
  stack = await startTestStack('events');
  browser = await launchChromium();
  ({ page: organizer } = await newPage(browser, stack));
  organizer.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await signInAsNewMember(organizer, stack, 'Kavitha', 'Nallapaneni');
  const names = { first: ['Srinivas', 'Maddali'], second: ['Lalitha', 'Pemmaraju'], third: ['Venkat', 'Duvvuri'] } as const;
  for (const [key, [first, last]] of Object.entries(names) as [keyof typeof names, readonly [string, string]][]) {
    const { page } = await newPage(browser, stack);
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await signInAsNewMember(page, stack, first, last);
    members[key] = page;
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** RSVP text starting with =, +, - and @ (the fields are trimmed, so tab and CR cannot start them; shared/src/csv.test.ts covers those). */
const FORMULA = {
  equals: '=HYPERLINK("https://evil.example","Menu")',
  plus: "+2+3+cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
};
/** The CSV cell a neutralised value becomes: a leading ', quoted, inner quotes doubled. */
const textCell = (value: string) => `"'${value.replace(/"/g, '""')}"`;

const card = (page: Page) => page.getByTestId('event-card').filter({ hasText: TITLE });
const myRsvp = (page: Page) => page.getByTestId('my-rsvp').filter({ hasText: TITLE });

/** RSVPs through the card's button: RSVP while seats last, Join waitlist once the event is full. */
async function rsvp(page: Page, specialRequests?: string, dietaryRestrictions = 'Vegetarian', action: 'RSVP' | 'Join waitlist' = 'RSVP') {
  await page.goto('/events');
  await card(page)
    .getByRole('button', { name: action === 'RSVP' ? `RSVP to ${TITLE}` : `Join waitlist for ${TITLE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${action}: ${TITLE}` });
  if (specialRequests) await dialog.getByLabel('Special requests').fill(specialRequests);
  await dialog.getByLabel('Dietary restrictions').fill(dietaryRestrictions);
  await dialog.getByRole('button', { name: action === 'RSVP' ? 'Submit RSVP' : 'Join waitlist' }).click();
  await page.getByText(action === 'RSVP' ? 'RSVP submitted successfully!' : "You're on the waitlist: we'll tell you when a seat frees up.").waitFor();
  await dialog.waitFor({ state: 'detached' });
}

// Each step drives several members' pages; on a loaded two-core machine one can pass a minute.
describe('events: capacity, waitlist, QR check-in and calendar', { timeout: 180_000 }, () => {
  it('creates a 2-seat event that shows as 0/2 registered', async () => {
    await organizer.goto('/events');
    await organizer.getByRole('button', { name: '+ Create Event' }).click();
    const form = organizer.getByRole('dialog', { name: 'Create Event' });
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await expect(form.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('networking');
    await form.getByLabel('Description', { exact: true }).fill('Founders of Visakhapatnam start-ups over a seafood dinner.');
    await form.getByLabel('Time zone', { exact: true }).selectOption('Asia/Kolkata');
    // Within the hour, so check-in (which opens two hours before the start) is open when the organizer gets to it.
    await form.getByLabel('Start', { exact: true }).fill(kolkataInput(60));
    await form.getByLabel('End', { exact: true }).fill(kolkataInput(240));
    await expect(form.getByLabel('Virtual link').count()).resolves.toBe(0);
    await form.getByLabel('Venue', { exact: true }).fill('Novotel Varun Beach');
    await form.getByLabel('City', { exact: true }).fill('Visakhapatnam');
    await form.getByLabel('Country', { exact: true }).fill('India');
    await form.getByLabel('Max attendees', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByText('Event created successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    await card(organizer).getByText('0/2 registered').waitFor();
  });

  it('confirms the first two RSVPs and waitlists the third', async () => {
    // Members' text that spreadsheets would read as formulas: the export must write it as text.
    await rsvp(members.first, 'Aisle seat please', FORMULA.equals);
    await rsvp(members.second, FORMULA.plus, FORMULA.at);
    await rsvp(members.third, FORMULA.minus, undefined, 'Join waitlist');
    for (const key of ['first', 'second'] as const) {
      await members[key].goto('/events?tab=rsvps');
      await myRsvp(members[key]).getByText('Confirmed').waitFor();
      await myRsvp(members[key]).getByText('QR ready').waitFor();
    }
    await members.third.goto('/events?tab=rsvps');
    await myRsvp(members.third).getByText('Waitlist position: 1').waitFor();
    await expect(myRsvp(members.third).getByRole('button', { name: 'Show QR Code' }).count()).resolves.toBe(0);
    await members.third.goto('/events');
    await card(members.third)
      .getByText(/2\/2 registered/)
      .waitFor();
  });

  it('promotes the waitlisted member when the first cancels, and shows their QR code', async () => {
    await members.first.goto('/events?tab=rsvps');
    await myRsvp(members.first).getByRole('button', { name: 'Cancel RSVP' }).click();
    const ask = members.first.getByRole('dialog', { name: 'Cancel RSVP?' });
    await ask.getByRole('button', { name: 'Cancel RSVP' }).click();
    await members.first.getByText('RSVP cancelled').waitFor();
    // The cancelled RSVP reads Cancelled, or leaves the list.
    await expect.poll(() => myRsvp(members.first).filter({ hasNotText: 'Cancelled' }).count(), { timeout: 15_000 }).toBe(0);

    await members.third.goto('/events?tab=rsvps');
    await myRsvp(members.third).getByText('Confirmed').waitFor();
    await myRsvp(members.third).getByRole('button', { name: 'Show QR Code' }).click();
    const ticket = members.third.getByRole('dialog', { name: `Your ticket: ${TITLE}` });
    await expect(ticket.locator('svg').count()).resolves.toBe(1);
    // The code is shown beside the QR in two groups of four, to read out.
    const shown = ((await ticket.getByTestId('qr-code-text').textContent()) ?? '').trim();
    expect(shown).toMatch(/^[3479ACEFHJKMNPRTWXY]{4} [3479ACEFHJKMNPRTWXY]{4}$/);
    qrCode = shown.replace(' ', '');
    await ticket.getByRole('button', { name: 'Close' }).click();
  });

  it('lists a guest who opts in under who’s going, and brings the organizer’s announcement to the confirmed guests (bell and details)', async () => {
    // The second guest puts themself on the list from the event's details.
    await members.second.goto('/events');
    await card(members.second)
      .getByRole('button', { name: `View details of ${TITLE}` })
      .click();
    const details = members.second.getByRole('dialog', { name: TITLE });
    // Amplify's switch draws its track over the input: a keyboard press, as the mail settings test does.
    await details.getByRole('switch', { name: 'Show me on the guest list' }).focus();
    await members.second.keyboard.press('Space');
    await members.second.getByText('You are on the guest list').waitFor();
    await details.getByRole('list', { name: 'Guests who are going' }).getByText('Lalitha Pemmaraju').waitFor();

    await organizer.goto('/events?tab=mine');
    await organizer.getByRole('button', { name: `Write to guests of ${TITLE}` }).click();
    const write = organizer.getByRole('dialog', { name: `Write to guests: ${TITLE}` });
    await write.getByLabel('Subject').fill('Parking at the north gate');
    await write.getByLabel('Message').fill('Valet parking is at the north gate of the hotel.');
    await write.getByRole('button', { name: 'Send to confirmed guests' }).click();
    await organizer.getByText('Announcement sent').waitFor();
    // The outbox consumer expands the announcement into each guest's bell item and mail.
    await runScheduleOnce('mail-outbox');
    await runScheduleOnce('mail-outbox');

    // The bell's item opens the event's details, with the update in them.
    await members.second.goto('/events');
    await members.second.getByTestId('notifications-dot').waitFor();
    await members.second.getByRole('button', { name: 'Notifications' }).click();
    const panel = members.second.getByRole('region', { name: 'Notifications panel' });
    await panel
      .getByText(/Parking at the north gate/)
      .first()
      .click();
    const updates = members.second.getByRole('dialog', { name: TITLE });
    await updates.getByText('Valet parking is at the north gate of the hotel.').waitFor();
  });

  it('lets the organizer see attendees, export them, check a code in once, refuse a second check-in, and check a guest in by name', async () => {
    await organizer.goto('/events?tab=mine');
    const mine = organizer.getByTestId('my-event').filter({ hasText: TITLE });
    await mine.getByText('2/2 registered').waitFor();
    await mine.getByText('Active').waitFor();

    await mine.getByRole('button', { name: `View Attendees of ${TITLE}` }).click();
    const attendees = organizer.getByRole('dialog', { name: `Attendees: ${TITLE}` });
    await attendees.getByTestId('attendee').filter({ hasText: 'Venkat Duvvuri' }).getByText('Confirmed').waitFor();
    await attendees.getByTestId('attendee').filter({ hasText: 'Srinivas Maddali' }).getByText('Special requests: Aisle seat please').waitFor();
    const [csv] = await Promise.all([organizer.waitForEvent('download'), attendees.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/-attendees\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Status,Waitlist position,RSVP at,Checked in at,Special requests,Dietary restrictions,Emergency contact,Decline reason');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.startsWith('Venkat Duvvuri'))).toContain('Confirmed');
    // Special requests, then dietary restrictions: formulas arrive as text cells.
    expect(lines.find((line) => line.startsWith('Srinivas Maddali'))).toContain(`,Aisle seat please,${textCell(FORMULA.equals)},`);
    expect(lines.find((line) => line.startsWith('Lalitha Pemmaraju'))).toContain(`,${textCell(FORMULA.plus)},${textCell(FORMULA.at)},`);
    expect(lines.find((line) => line.startsWith('Venkat Duvvuri'))).toContain(`,${textCell(FORMULA.minus)},Vegetarian,`);
    await attendees.getByRole('button', { name: 'Close' }).click();

    await mine.getByRole('button', { name: `Check-in for ${TITLE}` }).click();
    await organizer.getByRole('tab', { name: 'QR Check-in', selected: true }).waitFor();
    await organizer.getByText(`Checking in attendees of ${TITLE}`).waitFor();
    const count = organizer.getByTestId('checkin-count');
    await count.filter({ hasText: 'Checked in 0 of 2' }).waitFor();
    const checkIn = organizer.getByRole('button', { name: 'Check In' });
    await expect(checkIn.isDisabled()).resolves.toBe(true);
    // Typed as a person reads it off a phone: in lower case.
    await organizer.getByLabel('Ticket code').pressSequentially(qrCode.toLowerCase());
    await checkIn.click();
    await organizer.getByText('Check-in successful!').waitFor();
    await organizer.getByText(/Venkat Duvvuri is checked in/).waitFor();
    await count.filter({ hasText: 'Checked in 1 of 2' }).waitFor();

    await organizer.getByLabel('Ticket code').fill(qrCode);
    await checkIn.click();
    // A guest admitted before: good news in green, not a refusal.
    await organizer
      .locator('.amplify-alert--success')
      .filter({ hasText: /Already checked in at/ })
      .waitFor();
    await expect(organizer.getByText('Not checked in').count()).resolves.toBe(0);

    // The second guest by name: the search lists them with a Check in button.
    await organizer.getByLabel('Guest name').fill('lalitha');
    await organizer.getByRole('list', { name: 'Guests found' }).getByText('Lalitha Pemmaraju').waitFor();
    await organizer.getByRole('button', { name: 'Check in Lalitha Pemmaraju' }).click();
    await organizer.getByText(/Lalitha Pemmaraju is checked in/).waitFor();
    await count.filter({ hasText: 'Checked in 2 of 2' }).waitFor();
    await organizer
      .getByRole('list', { name: 'Guests found' })
      .getByText(/^Checked in /)
      .waitFor();

    await members.third.goto('/events?tab=rsvps');
    await myRsvp(members.third).getByText('Checked In', { exact: true }).waitFor();
  });

  it('downloads the event as an .ics file with its title, times and venue', async () => {
    const page = members.second;
    await page.goto('/events');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page)
        .getByRole('link', { name: `Add ${TITLE} to calendar` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    // Long lines are folded at 75 octets (RFC 5545): unfold before reading.
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${TITLE}`);
    expect(ics).toMatch(/DTSTART[;:]/);
    expect(ics).toMatch(/DTEND[;:]/);
    expect(ics).toMatch(/LOCATION:.*Novotel Varun Beach/);
    expect(ics).toContain('END:VCALENDAR');
  });

  it('fits /events and its tabs on a 375 px phone without horizontal scrolling, card actions unbroken there and at 1280 px', async () => {
    const { page: phone } = await newPage(browser, stack);
    await phone.context().addCookies(await members.third.context().cookies());
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await phone.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/events', '/events?tab=rsvps', '/events?tab=mine', '/events?tab=checkin']) {
      await phone.goto(path);
      await phone.locator('.card-grid, .card-list, .empty-state, .event-panel').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await phone.goto('/events');
    await card(phone).waitFor();
    await expect(labelsOnTwoLines(phone, '.event-card__actions > *')).resolves.toEqual([]);
    await phone.setViewportSize({ width: 1280, height: 800 });
    await expect(labelsOnTwoLines(phone, '.event-card__actions > *')).resolves.toEqual([]);
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/events?create=event');
    await phone.getByRole('dialog', { name: 'Create Event' }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
  });
});
