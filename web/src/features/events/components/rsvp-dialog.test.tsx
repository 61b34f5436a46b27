import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anEvent } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { RsvpDialog } from './rsvp-dialog';

const RSVP_URL = routeUrl('rsvpEvent', { params: { eventId: 'ev1' } });
const PROFILE_URL = routeUrl('getMyProfile');
const confirmed = { id: 'rs1', eventId: 'ev1', memberId: 'mem_1', status: 'confirmed', qrCode: 'tkt_1', createdAt: '2026-11-21T10:00:00Z' };

function setup(event = anEvent(), answer: { status: number; body: unknown } = { status: 201, body: confirmed }, shareContact?: boolean, name = 'RSVP') {
  const fetchMock = stubFetch((url, init) => {
    if (url === RSVP_URL && init?.method === 'POST') return answer;
    if (url === PROFILE_URL && shareContact !== undefined)
      return {
        body: {
          id: 'mem_1',
          email: 'me@example.com',
          firstName: 'Me',
          lastName: 'Rao',
          badges: [],
          chapters: [],
          shareContact,
          contactVisibility: shareContact ? 'members' : 'nobody',
          verified: true,
        },
      };
    return undefined;
  });
  const onClose = vi.fn();
  renderWithApi(<RsvpDialog event={event} onClose={onClose} />);
  return { fetchMock, onClose, dialog: within(screen.getByRole('dialog', { name: `${name}: ${event.title}` })) };
}

describe('RsvpDialog', () => {
  it('asks for special requests, dietary restrictions and an emergency contact, and says a seat is held', () => {
    const { dialog } = setup();
    expect(dialog.getByLabelText('Special requests')).toBeInTheDocument();
    expect(dialog.getByLabelText('Dietary restrictions')).toBeInTheDocument();
    expect(dialog.getByLabelText('Emergency contact')).toBeInTheDocument();
    expect(dialog.getByText('28 seats left')).toBeInTheDocument();
    expect(dialog.getByText(/A seat is held for you/)).toBeInTheDocument();
  });

  it('says a full event waitlists, and is titled and submitted as Join waitlist', () => {
    const full = setup(anEvent({ seatsLeft: 0, currentAttendees: 40, waitlistCount: 3 }), undefined, undefined, 'Join waitlist');
    expect(full.dialog.getByText('Full · 3 on the waitlist')).toBeInTheDocument();
    expect(full.dialog.getByText(/joins the waitlist/)).toBeInTheDocument();
    expect(full.dialog.getByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
    expect(full.dialog.queryByRole('button', { name: 'Submit RSVP' })).not.toBeInTheDocument();
  });

  it('toasts a place on the waitlist, not a seat, when the server waitlists the RSVP', async () => {
    const user = userEvent.setup();
    const { dialog } = setup(
      anEvent({ seatsLeft: 0, currentAttendees: 40 }),
      { status: 201, body: { ...confirmed, status: 'waitlist', qrCode: undefined } },
      undefined,
      'Join waitlist',
    );
    await user.click(dialog.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText("You're on the waitlist: we'll tell you when a seat frees up.")).toBeInTheDocument();
    expect(screen.queryByText('RSVP submitted successfully!')).toBeNull();
  });

  it('says a gated event waits for the organizer and shows the criteria', () => {
    const { dialog } = setup(anEvent({ isGated: true, gatingCriteria: 'CXOs of companies above $10M revenue' }));
    expect(dialog.getByText(/waits for the organizer’s approval/)).toBeInTheDocument();
    expect(dialog.getByText('Approval criteria: CXOs of companies above $10M revenue')).toBeInTheDocument();
  });

  it('sends the answers with status pending (blanks left out), toasts and closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose, dialog } = setup();
    await user.type(dialog.getByLabelText('Dietary restrictions'), 'Vegetarian, no onion');
    await user.type(dialog.getByLabelText('Emergency contact'), 'Lakshmi +1 214 555 0100');
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByText('RSVP submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', RSVP_URL)[0]![1]?.body)) as unknown;
    expect(body).toEqual({ dietaryRestrictions: 'Vegetarian, no onion', emergencyContact: 'Lakshmi +1 214 555 0100', shareEmail: false, status: 'pending' });
  });

  it('sends showOnGuestList only when the member ticks it: the guest list is opt-in', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = setup();
    const box = dialog.getByRole('checkbox', { name: /Show me on the guest list/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    await screen.findByText('RSVP submitted successfully!');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', RSVP_URL)[0]![1]?.body))).toMatchObject({ showOnGuestList: true });
  });

  it('says who sees the emergency contact and when', () => {
    const { dialog } = setup();
    expect(dialog.getByText('The organizer sees it on the event day only; it is deleted a week after the event.')).toBeInTheDocument();
  });

  it('ticks “Let the organizer see my e-mail” as the member’s directory sharing setting, and sends the choice', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = setup(anEvent(), undefined, true);
    const consent = dialog.getByRole('checkbox', { name: 'Let the organizer see my e-mail' });
    await waitFor(() => expect(consent).toBeChecked());
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    await screen.findByText('RSVP submitted successfully!');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', RSVP_URL)[0]![1]?.body))).toEqual({ shareEmail: true, status: 'pending' });
  });

  it('leaves the box unticked for a member who does not share, and sends what they tick', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = setup(anEvent(), undefined, false);
    const consent = dialog.getByRole('checkbox', { name: 'Let the organizer see my e-mail' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', PROFILE_URL)).toHaveLength(1));
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    await screen.findByText('RSVP submitted successfully!');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', RSVP_URL)[0]![1]?.body))).toEqual({ shareEmail: true, status: 'pending' });
  });

  it('toasts the API’s reason for a refusal and stays open', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = setup(anEvent(), { status: 409, body: { message: 'You have already RSVPed to this event' } });
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByText('You have already RSVPed to this event')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
