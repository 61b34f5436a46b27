import type { TicketDetail } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aTicket } from '../../../test/fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { ConciergePage } from './concierge-page';

const RATE = routeUrl('rateConciergeTicket', { params: { ticketId: 't1' } });

const resolved = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  ...aTicket({ status: 'resolved', assignedTo: 'staff_2', resolution: 'Your visa was approved; the e-visa is in your inbox.' }),
  thread: [
    { id: 'm1', ticketId: 't1', author: 'member', body: 'Any news?', createdAt: '2026-11-21T10:00:00Z' },
    { id: 'm2', ticketId: 't1', author: 'staff', body: 'Filed with the consulate today.', createdAt: '2026-11-21T11:00:00Z' },
  ],
  ...overrides,
});

/** The concierge page opened on `?ticket=t1`; the ticket answers `ticket`, then the rated one once a rating is sent. */
function setup(ticket: TicketDetail, rateAnswer: { status?: number; body: unknown } = { body: { ...ticket, satisfaction: 4 } }) {
  let rated = false;
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (init?.method === 'POST' && url === RATE) {
      rated = rateAnswer.status === undefined;
      return rateAnswer;
    }
    if (url === routeUrl('getConciergeTicket', { params: { ticketId: 't1' } })) return { body: rated ? { ...ticket, satisfaction: 4 } : ticket };
    if (url.startsWith(routeUrl('listConciergeTickets'))) return { body: [] };
    return undefined;
  });
  renderWithApi(<ConciergePage />, '/concierge?ticket=t1');
  return fetchMock;
}

describe('the ticket dialog (member side)', () => {
  it('opens from ?ticket= and shows the team’s replies as from "Club team" and the resolution', async () => {
    setup(resolved());

    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));
    const updates = within(dialog.getByRole('region', { name: 'Updates' }));
    expect(updates.getByText(/^You/)).toBeInTheDocument();
    expect(updates.getByText(/^Club team/)).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Resolution' })).toHaveTextContent('Your visa was approved; the e-visa is in your inbox.');
    expect(dialog.getByText('A member of the club team is looking after this request.')).toBeInTheDocument();
    expect(dialog.queryByText(/staff_2/)).not.toBeInTheDocument();
  });

  it('rates the resolution once with 1–5 stars, then shows the stars instead of the control', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(resolved());
    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));
    const rating = within(dialog.getByRole('form', { name: 'Rate this resolution' }));

    await user.click(rating.getByRole('button', { name: 'Submit rating' }));
    expect(await rating.findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', RATE)).toHaveLength(0);

    await user.click(rating.getByRole('radio', { name: '4 stars' }));
    await user.click(rating.getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByText('Thank you for your rating!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', RATE)[0]![1]?.body))).toEqual({ satisfaction: 4 });
    expect(await dialog.findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: 'Rate this resolution' })).not.toBeInTheDocument();
  });

  it('shows the stars of a rated ticket and no rating control', async () => {
    setup(resolved({ satisfaction: 5 }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));

    expect(dialog.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: 'Rate this resolution' })).not.toBeInTheDocument();
  });

  it('offers no rating before the ticket is resolved', async () => {
    setup(resolved({ status: 'in_progress', resolution: undefined }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));

    expect(dialog.queryByRole('region', { name: 'Resolution' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: 'Rate this resolution' })).not.toBeInTheDocument();
  });

  it('toasts the API’s reason when the rating is refused (409)', async () => {
    const user = userEvent.setup();
    setup(resolved(), { status: 409, body: { message: 'This ticket has already been rated' } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));

    await user.click(dialog.getByRole('radio', { name: '2 stars' }));
    await user.click(dialog.getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByText('This ticket has already been rated')).toBeInTheDocument();
  });

  it('closing the dialog clears ?ticket=', async () => {
    const user = userEvent.setup();
    setup(resolved());
    const dialog = await screen.findByRole('dialog', { name: 'Business visa for Dubai' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
