import type { FestivalConfirmation } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aFestival } from '../../../test/culture-fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { FestivalDates } from './festival-dates';

const YEAR = new Date().getUTCFullYear();
const ugadi = aFestival({ id: `ugadi-${YEAR}`, name: 'Ugadi', nameInTelugu: 'ఉగాది', date: `${YEAR}-04-07`, endDate: `${YEAR}-04-07` });
const recorded = (over: Partial<FestivalConfirmation> = {}): FestivalConfirmation => ({
  year: YEAR,
  festivalId: ugadi.id,
  state: 'Telangana',
  date: `${YEAR}-04-06`,
  source: 'TS G.O.',
  confirmedByName: 'Anita Varma',
  updatedAt: `${YEAR}-01-02T00:00:00.000Z`,
  ...over,
});

function setup(confirmations: FestivalConfirmation[]) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember({ role: 'staff' }) };
    if ((init?.method ?? 'GET') === 'GET' && url === routeUrl('listFestivalDates', { query: { year: YEAR } })) {
      const confirmed = confirmations.length ? { dateStatus: 'confirmed' as const, dateSource: 'TS G.O. (Telangana)' } : {};
      return { body: { year: YEAR, festivals: [{ ...ugadi, ...confirmed }], confirmations } };
    }
    if (init?.method === 'POST' && url === routeUrl('recordFestivalDate'))
      return { status: 201, body: recorded(JSON.parse(String(init.body)) as Partial<FestivalConfirmation>) };
    if (init?.method === 'PUT') return { body: recorded() };
    if (init?.method === 'DELETE') return { body: { removed: true } };
    return undefined;
  });
  renderWithApi(<FestivalDates />, '/staff?tab=festivals');
  return fetchMock;
}

describe('Festival dates (staff console)', () => {
  it('lists the year’s festivals with their status and records a published date with its source', async () => {
    const user = userEvent.setup();
    const fetchMock = setup([]);
    const [row] = await screen.findAllByTestId('queue-row');
    expect(within(row!).getByText('Calculated from the Telugu calendar; not yet confirmed')).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Confirm or correct Ugadi' }));
    const dialog = screen.getByRole('dialog', { name: `Confirm or correct Ugadi ${YEAR}` });
    await user.selectOptions(within(dialog).getByLabelText('For'), 'Telangana');
    await user.clear(within(dialog).getByLabelText('Published date'));
    await user.type(within(dialog).getByLabelText('Published date'), `${YEAR}-04-06`);
    await user.click(within(dialog).getByRole('button', { name: 'Save date' }));
    // A blank source is the required-fields toast; nothing is sent.
    expect(callsTo(fetchMock, 'POST', routeUrl('recordFestivalDate'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Source'), 'Telangana G.O. general holidays');
    await user.click(within(dialog).getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('recordFestivalDate'))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('recordFestivalDate'))[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      year: YEAR,
      festivalId: ugadi.id,
      state: 'Telangana',
      date: `${YEAR}-04-06`,
      source: 'Telangana G.O. general holidays',
    });
  });

  it('shows a recorded date as confirmed, corrects it through change, and removes it', async () => {
    const user = userEvent.setup();
    const fetchMock = setup([recorded()]);
    const [row] = await screen.findAllByTestId('queue-row');
    expect(within(row!).getByText('Confirmed by TS G.O. (Telangana)')).toBeInTheDocument();
    expect(within(row!).getByText(/Telangana: .* \(TS G\.O\.\)/)).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Confirm or correct Ugadi' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('For'), 'Telangana');
    await user.type(within(dialog).getByLabelText('Source'), 'TS G.O., corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Save date' }));
    const change = routeUrl('changeFestivalDate', { params: { year: YEAR, festivalId: ugadi.id, scope: 'telangana' } });
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', change)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', routeUrl('recordFestivalDate'))).toHaveLength(0);
    await user.click(within(row!).getByRole('button', { name: 'Remove the recorded date of Ugadi for Telangana' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', change)).toHaveLength(1));
  });
});
