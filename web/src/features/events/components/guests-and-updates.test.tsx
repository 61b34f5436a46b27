import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail, Person } from '@club/shared';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anEvent } from '../../../test/fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { AnnounceDialog } from './announce-dialog';
import { EventDetailsDialog } from './event-details';

const EVENT_URL = routeUrl('getEvent', { params: { eventId: 'ev1' } });
const GUESTS_URL = routeUrl('listEventGuests', { params: { eventId: 'ev1' } });
const CHOICE_URL = routeUrl('setGuestListChoice', { params: { eventId: 'ev1' } });
const UPDATES_URL = routeUrl('listAnnouncements', { params: { eventId: 'ev1' } });
const ANNOUNCE_URL = routeUrl('announceToGuests', { params: { eventId: 'ev1' } });

const guests: Person[] = [
  { id: 'mem_2', firstName: 'Padma', lastName: 'Rao', title: 'CFO', companyName: 'Vizag Steel' },
  { id: 'mem_3', firstName: 'Ravi', lastName: 'Teja', verified: true },
];
const rsvp = (status: string, showOnGuestList?: boolean) => ({
  id: 'rs1',
  eventId: 'ev1',
  memberId: 'mem_1',
  status,
  createdAt: '2026-11-21T10:00:00Z',
  ...(showOnGuestList ? { showOnGuestList } : {}),
});

/** The server as the member's RSVP makes it: a choice written is read back with the event; the list is always read without the member (as a read begun before the write, or a lagging index, answers). */
function open(event: EventDetail, updates: unknown[] = [], listed = guests) {
  let stored = event;
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url === EVENT_URL) return { body: stored };
    if (url === GUESTS_URL) return { body: { guests: listed, going: 12 } };
    if (url === UPDATES_URL) return { body: updates };
    if (url === CHOICE_URL && init?.method === 'PUT') {
      const choice = JSON.parse(String(init.body)) as { showOnGuestList: boolean };
      if (stored.myRsvp) stored = { ...stored, myRsvp: { ...stored.myRsvp, showOnGuestList: choice.showOnGuestList } };
      return { body: choice };
    }
    return undefined;
  });
  renderWithApi(<EventDetailsDialog eventId="ev1" onClose={vi.fn()} />);
  return fetchMock;
}

describe('Who’s going', () => {
  it('lists the guests who chose to be, says how many go, and lets a guest put themself on the list', async () => {
    const user = userEvent.setup();
    const fetchMock = open({ ...anEvent(), myRsvp: rsvp('confirmed') } as EventDetail);
    const list = await screen.findByRole('list', { name: 'Guests who are going' });
    expect(within(list).getByText('Padma Rao')).toBeInTheDocument();
    expect(within(list).getByText('CFO · Vizag Steel')).toBeInTheDocument();
    expect(screen.getByText('12 going, 10 of them unlisted.')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show me on the guest list' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', CHOICE_URL)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', CHOICE_URL)[0]![1]?.body))).toEqual({ showOnGuestList: true });
    expect(await screen.findByText('You are on the guest list')).toBeInTheDocument();
    // Listed from the RSVP read back, though the list was read before the choice.
    const me = aMember();
    expect(await within(list).findByText(`${me.firstName} ${me.lastName}`)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show me on the guest list' })).toBeChecked();
  });

  it('leaves out a member who switched themself off, though a lagging list still names them', async () => {
    const me = aMember();
    const stale = [...guests, { id: me.id, firstName: me.firstName, lastName: me.lastName, title: 'CTO' }];
    open({ ...anEvent(), myRsvp: rsvp('confirmed', false) } as EventDetail, [], stale);
    const list = await screen.findByRole('list', { name: 'Guests who are going' });
    expect(within(list).getByText('Padma Rao')).toBeInTheDocument();
    expect(within(list).queryByText(`${me.firstName} ${me.lastName}`)).not.toBeInTheDocument();
  });

  it('lists a waitlisted member who chose to be only once seated', async () => {
    const me = aMember();
    open({ ...anEvent(), myRsvp: rsvp('waitlist', true) } as EventDetail);
    const list = await screen.findByRole('list', { name: 'Guests who are going' });
    expect(within(list).queryByText(`${me.firstName} ${me.lastName}`)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show me on the guest list' })).toBeChecked();
  });

  it('offers no switch to a member without an RSVP, and no updates to a member without a seat', async () => {
    const fetchMock = open(anEvent() as EventDetail);
    await screen.findByRole('list', { name: 'Guests who are going' });
    expect(screen.queryByRole('switch', { name: 'Show me on the guest list' })).not.toBeInTheDocument();
    expect(screen.queryByText('Updates from the organizer')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', UPDATES_URL)).toHaveLength(0);
  });
});

describe('Updates from the organizer', () => {
  it('shows a seated guest the organizer’s announcements', async () => {
    open({ ...anEvent(), myRsvp: rsvp('confirmed', true) } as EventDetail, [
      { id: 'a1', eventId: 'ev1', subject: 'Parking', message: 'Valet at the north gate.', sentAt: '2026-12-01T10:00:00Z' },
    ]);
    expect(await screen.findByText('Parking')).toBeInTheDocument();
    expect(screen.getByText('Valet at the north gate.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show me on the guest list' })).toBeChecked();
  });

  it('the organizer writes to the guests: blanks are refused under the fields, a message is sent and toasted', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const fetchMock = stubFetch((url, init) =>
      url === ANNOUNCE_URL && init?.method === 'POST'
        ? { status: 201, body: { id: 'a1', eventId: 'ev1', sentAt: '2026-12-01T10:00:00Z', ...JSON.parse(String(init.body)) } }
        : undefined,
    );
    renderWithApi(<AnnounceDialog event={{ id: 'ev1', title: 'Dallas Networking Evening' }} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Write to guests: Dallas Networking Evening' }));
    await user.click(dialog.getByRole('button', { name: 'Send to confirmed guests' }));
    expect(await dialog.findByText('Subject is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ANNOUNCE_URL)).toHaveLength(0);
    await user.type(dialog.getByLabelText(/Subject/), 'Parking');
    await user.type(dialog.getByLabelText(/Message/), 'Valet at the north gate.');
    await user.click(dialog.getByRole('button', { name: 'Send to confirmed guests' }));
    expect(await screen.findByText('Announcement sent')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', ANNOUNCE_URL)[0]![1]?.body))).toEqual({ subject: 'Parking', message: 'Valet at the north gate.' });
    expect(onClose).toHaveBeenCalled();
  });
});
