import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_LIMITS } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMyRsvp, anEvent } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { EventsPage } from './events-page';

type Lists = { upcoming?: unknown[]; mine?: unknown[]; rsvps?: unknown[] } | 'loading';

function setup(lists: Lists, path = '/events') {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (lists === 'loading') return new Promise<never>(() => {});
    if (init?.method === 'POST' && url.endsWith('/rsvp/cancel')) return { body: { ...aMyRsvp(), status: 'cancelled', qrCode: undefined, event: undefined } };
    if (url.startsWith(routeUrl('listUpcomingEvents'))) return { body: lists.upcoming ?? [] };
    if (url.startsWith(routeUrl('listMyEvents'))) return { body: lists.mine ?? [] };
    if (url.startsWith(routeUrl('listMyRsvps'))) return { body: lists.rsvps ?? [] };
    if (url === routeUrl('getEvent', { params: { eventId: 'ev1' } })) return { body: anEvent() };
    return undefined;
  });
  renderWithApi(<EventsPage />, path);
  return fetchMock;
}

describe('EventsPage', () => {
  it('has the four tabs and + Create Event', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Events' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upcoming Events', 'My RSVPs', 'My Events', 'QR Check-in']);
    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '+ Create Event' })).toBeInTheDocument();
  });

  it.each([
    ['/events', 4],
    ['/events?tab=mine', 2],
    ['/events?tab=rsvps', 3],
  ])('shows the spec’s loading cards on %s', async (path, count) => {
    setup('loading', path);
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(count);
  });

  it('opens an event’s details from the link a bell item or a nudge gives (?event=), and closing them leaves Upcoming', async () => {
    const user = userEvent.setup();
    setup({ upcoming: [anEvent()] }, '/events?event=ev1');
    const dialog = await screen.findByRole('dialog', { name: 'Dallas Networking Evening' });
    expect(within(dialog).getByText('When')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup();
    setup({});
    await user.click(await screen.findByRole('tab', { name: 'My RSVPs' }));
    expect(await screen.findByText('No RSVPs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Events' }));
    expect(await screen.findByText('No events created yet')).toBeInTheDocument();
  });

  it('shows an upcoming card: type, Gated, description, place, current/max registered (the count alone without a max), seats left', async () => {
    setup({
      upcoming: [
        anEvent(),
        anEvent({
          id: 'ev2',
          title: 'Sankranti online',
          isVirtual: true,
          venue: undefined,
          city: undefined,
          maxAttendees: undefined,
          seatsLeft: undefined,
          isGated: true,
          type: 'cultural',
          currentAttendees: 7,
        }),
      ],
    });
    const [dallas, online] = await screen.findAllByTestId('event-card');
    expect(within(dallas!).getByText('Networking')).toBeInTheDocument();
    expect(within(dallas!).getByText('Telugu executives across DFW over dinner.')).toBeInTheDocument();
    expect(within(dallas!).getByText('The Westin Galleria, Dallas')).toBeInTheDocument();
    expect(within(dallas!).getByText(/12\/40 registered/)).toBeInTheDocument();
    expect(within(dallas!).getByText(/28 seats left/)).toBeInTheDocument();
    expect(within(dallas!).getByText(/Sat 12 Dec 2026, 12:30 am – 3:00 am UTC · Fri 11 Dec, 6:30 pm – 9:00 pm CST/)).toBeInTheDocument();
    expect(within(dallas!).getByRole('link', { name: 'Add Dallas Networking Evening to calendar' })).toHaveAttribute(
      'href',
      routeUrl('downloadEventCalendar', { params: { eventId: 'ev1' } }),
    );
    expect(within(online!).getByText('Gated')).toBeInTheDocument();
    expect(within(online!).getByText('Cultural')).toBeInTheDocument();
    expect(within(online!).getByText('Virtual event')).toBeInTheDocument();
    expect(within(online!).getByText('7 registered')).toBeInTheDocument();
    expect(within(online!).queryByText(/∞/)).not.toBeInTheDocument();
  });

  it('words Add to calendar as one run (loose text in the inline-flex button loses the space around the hidden title)', async () => {
    setup({ upcoming: [anEvent()] });
    const [card] = await screen.findAllByTestId('event-card');
    const add = within(card!).getByRole('link', { name: 'Add Dallas Networking Evening to calendar' });
    const looseText = [...add.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    expect(looseText).toEqual([]);
    expect(add.firstElementChild).toHaveTextContent(/^Add Dallas Networking Evening to calendar$/);
  });

  it('offers Google Calendar and Outlook beside the .ics, in a new tab without the opener', async () => {
    setup({ upcoming: [anEvent()] });
    const [card] = await screen.findAllByTestId('event-card');
    const google = within(card!).getByRole('link', { name: 'Add Dallas Networking Evening to Google Calendar' });
    const outlook = within(card!).getByRole('link', { name: 'Add Dallas Networking Evening to Outlook' });
    expect(google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Dallas%20Networking%20Evening&dates=20261212T003000Z\/20261212T030000Z&/,
    );
    expect(outlook.getAttribute('href')).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?subject=Dallas%20Networking%20Evening&startdt=2026-12-12T00%3A30%3A00\.000Z&/,
    );
    expect(new URL(outlook.getAttribute('href')!).searchParams.get('location')).toBe('The Westin Galleria, Dallas');
    for (const link of [google, outlook]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('offers Join waitlist on a full event, RSVP on one with seats, and neither once the waitlist is full too', async () => {
    const user = userEvent.setup();
    setup({
      upcoming: [
        anEvent({ id: 'ev1', title: 'Open dinner' }),
        anEvent({ id: 'ev2', title: 'Full summit', seatsLeft: 0, currentAttendees: 40, waitlistCount: 2 }),
        anEvent({ id: 'ev3', title: 'Packed gala', seatsLeft: 0, currentAttendees: 40, waitlistCount: EVENT_LIMITS.waitlist }),
      ],
    });
    const [open, full, packed] = await screen.findAllByTestId('event-card');
    expect(within(open!).getByRole('button', { name: 'RSVP to Open dinner' })).toHaveTextContent('RSVP');
    expect(within(full!).queryByRole('button', { name: /^RSVP/ })).not.toBeInTheDocument();
    const join = within(full!).getByRole('button', { name: 'Join waitlist for Full summit' });
    expect(join).toHaveTextContent('Join waitlist');
    expect(within(packed!).queryByRole('button', { name: /^(RSVP|Join waitlist)/ })).not.toBeInTheDocument();
    expect(within(packed!).getByText('Full, and so is the waitlist')).toBeInTheDocument();
    await user.click(join);
    expect(await screen.findByRole('dialog', { name: 'Join waitlist: Full summit' })).toBeInTheDocument();
  });

  it('shows My RSVPs: Awaiting Approval, waitlist position, QR ready, the QR code, Join Virtual Event only when confirmed', async () => {
    const user = userEvent.setup();
    const virtual = { ...aMyRsvp().event, isVirtual: true, venue: undefined, city: undefined, virtualLink: 'https://meet.example.com/x' };
    setup(
      {
        rsvps: [
          aMyRsvp(),
          aMyRsvp({ id: 'rs2', status: 'pending', qrCode: undefined, event: { ...aMyRsvp().event, id: 'ev2', title: 'CXO roundtable', isGated: true } }),
          aMyRsvp({
            id: 'rs3',
            status: 'waitlist',
            qrCode: undefined,
            waitlistPosition: 2,
            event: { ...aMyRsvp().event, id: 'ev3', title: 'Hyderabad summit' },
          }),
          aMyRsvp({ id: 'rs4', event: { ...virtual, id: 'ev4', title: 'Investor meetup online' } }),
          aMyRsvp({ id: 'rs5', status: 'waitlist', qrCode: undefined, event: { ...virtual, id: 'ev5', title: 'Workshop online', virtualLink: undefined } }),
        ],
      },
      '/events?tab=rsvps',
    );
    const [confirmed, pending, waitlisted, online, onlineWaitlisted] = await screen.findAllByTestId('my-rsvp');
    expect(within(confirmed!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed!).getByText('QR ready')).toBeInTheDocument();
    expect(within(confirmed!).queryByRole('link', { name: 'Join Virtual Event' })).not.toBeInTheDocument();
    expect(within(pending!).getByText('Awaiting Approval')).toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: 'Show QR Code' })).not.toBeInTheDocument();
    expect(within(pending!).getByRole('button', { name: 'Cancel RSVP' })).toBeInTheDocument();
    expect(within(waitlisted!).getByText('Waitlist position: 2')).toBeInTheDocument();
    expect(within(online!).getByRole('link', { name: 'Join Virtual Event' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(within(onlineWaitlisted!).queryByRole('link', { name: 'Join Virtual Event' })).not.toBeInTheDocument();

    await user.click(within(confirmed!).getByRole('button', { name: 'Show QR Code' }));
    const ticket = screen.getByRole('dialog', { name: 'Your ticket: Dallas Networking Evening' });
    expect(ticket.querySelector('svg')).not.toBeNull();
    expect(within(ticket).getByText(aMyRsvp().qrCode!)).toBeInTheDocument();
  });

  it('cancels an RSVP after asking, with a toast', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ rsvps: [aMyRsvp()] }, '/events?tab=rsvps');
    await user.click(await screen.findByRole('button', { name: 'Cancel RSVP' }));
    const ask = screen.getByRole('dialog', { name: 'Cancel RSVP?' });
    expect(ask).toHaveTextContent('Your seat goes to the next member on the waitlist');
    await user.click(within(ask).getByRole('button', { name: 'Cancel RSVP' }));
    expect(await screen.findByText('RSVP cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('cancelRsvp', { params: { eventId: 'ev1' } }))).toHaveLength(1);
    // The write refreshes My RSVPs (each events list has its own key).
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('listMyRsvps'))).toHaveLength(2));
  });

  it('shows My Events with Active/Inactive and switches to QR Check-in for an event', async () => {
    const user = userEvent.setup();
    setup({ mine: [anEvent({ createdBy: 'mem_1' }), anEvent({ id: 'ev2', title: 'Old meetup', isActive: false })] }, '/events?tab=mine');
    const [active, inactive] = await screen.findAllByTestId('my-event');
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    expect(within(active!).getByText('12/40 registered')).toBeInTheDocument();
    expect(within(inactive!).getByText('Inactive')).toBeInTheDocument();
    for (const name of ['Manage Event', 'View Attendees', 'Check-in'])
      expect(within(active!).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    await user.click(within(active!).getByRole('button', { name: /^Check-in/ }));
    // The check-in tab's code loads when first shown.
    expect(await screen.findByRole('button', { name: 'Check In' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'QR Check-in' })).toHaveAttribute('aria-selected', 'true');
  });
});
