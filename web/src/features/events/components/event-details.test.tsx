import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_REL } from '../../../components/ui/external-link';
import { routeUrl } from '../../../lib/api-client';
import { anEvent } from '../../../test/fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { EventDetailsDialog } from './event-details';

describe('EventDetailsDialog: member links', () => {
  it('an event’s sponsor websites and virtual link carry the rel; a javascript: website stays text', async () => {
    const event = anEvent({
      isVirtual: true,
      virtualLink: 'https://meet.example.com/x',
      sponsors: [
        { name: 'Hitec Analytics', website: 'https://hitecanalytics.example.com' },
        { name: 'Evil Sponsor', website: 'javascript:alert(document.cookie)' },
      ],
    });
    stubFetch((url) => (url.startsWith(routeUrl('getEvent', { params: { eventId: 'ev1' } })) ? { body: event } : undefined));
    renderWithApi(<EventDetailsDialog eventId="ev1" onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('link', { name: 'Hitec Analytics' })).toHaveAttribute('rel', EXTERNAL_REL);
    expect(dialog.getByRole('link', { name: 'Virtual event link' })).toHaveAttribute('rel', EXTERNAL_REL);
    expect(dialog.getByText('Evil Sponsor')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Evil Sponsor' })).not.toBeInTheDocument();
  });
});

describe('EventDetailsDialog: facts', () => {
  const open = async (overrides: Parameters<typeof anEvent>[0]) => {
    const event = anEvent(overrides);
    stubFetch((url) => (url.startsWith(routeUrl('getEvent', { params: { eventId: 'ev1' } })) ? { body: event } : undefined));
    renderWithApi(<EventDetailsDialog eventId="ev1" onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('When');
    return dialog;
  };

  it('shows the dress code when the event has one, and no row when it has none', async () => {
    const dressed = await open({ dressCode: 'Business formal' });
    expect(dressed.getByText('Dress code').nextElementSibling).toHaveTextContent('Business formal');
  });

  it('writes agenda times as the rest of the app does, whatever the organizer typed', async () => {
    const dialog = await open({
      agenda: [
        { time: '09:00', title: 'Registration' },
        { time: '6:30 PM', title: 'Dinner' },
        { time: 'After lunch', title: 'Breakouts' },
      ],
    });
    const items = dialog.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^9:00 am · Registration/),
        expect.stringMatching(/^6:30 pm · Dinner/),
        expect.stringMatching(/^After lunch · Breakouts/),
      ]),
    );
  });

  it('shows no dress code row for an event without one', async () => {
    const plain = await open({});
    expect(plain.queryByText('Dress code')).not.toBeInTheDocument();
  });
});

describe('EventDetailsDialog: RSVP and calendars', () => {
  it('offers Join waitlist for a full event, and the .ics, Google Calendar and Outlook', async () => {
    const event = anEvent({ seatsLeft: 0, currentAttendees: 40, waitlistCount: 1 });
    stubFetch((url) => (url.startsWith(routeUrl('getEvent', { params: { eventId: 'ev1' } })) ? { body: event } : undefined));
    const onRsvp = vi.fn();
    renderWithApi(<EventDetailsDialog eventId="ev1" onClose={vi.fn()} onRsvp={onRsvp} />);
    const dialog = within(await screen.findByRole('dialog'));
    (await dialog.findByRole('button', { name: 'Join waitlist' })).click();
    expect(onRsvp).toHaveBeenCalledTimes(1);
    expect(dialog.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
    for (const name of ['to calendar', 'to Google Calendar', 'to Outlook'])
      expect(dialog.getByRole('link', { name: `Add Dallas Networking Evening ${name}` })).toBeInTheDocument();
  });
});

describe('EventDetailsDialog: share and directions', () => {
  const open = async (overrides: Parameters<typeof anEvent>[0]) => {
    const event = anEvent({ id: 'ev1', ...overrides });
    stubFetch((url) => (url.startsWith(routeUrl('getEvent', { params: { eventId: 'ev1' } })) ? { body: event } : undefined));
    renderWithApi(<EventDetailsDialog eventId="ev1" onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('When');
    return dialog;
  };

  it('shares the event’s link through the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const dialog = await open({ title: 'Vizag founders dinner' });
      await userEvent.click(dialog.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Vizag founders dinner', url: `${window.location.origin}/events?event=ev1` }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link without a share sheet', async () => {
    const user = userEvent.setup();
    const dialog = await open({});
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/events?event=ev1`);
  });

  it('links directions to the venue of an in-person event', async () => {
    const dialog = await open({ isVirtual: false, venue: 'Novotel Varun Beach', city: 'Visakhapatnam' });
    expect(dialog.getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain(encodeURIComponent('Novotel Varun Beach'));
  });
});
