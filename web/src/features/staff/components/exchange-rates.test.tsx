import type { ExchangeRateTable } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { StaffConsolePage } from './staff-console-page';

const rates = { USD: 84.3, EUR: 92.45, GBP: 108.55, AED: 23.45, SGD: 63, AUD: 56.85, JPY: 54.45, CNY: 11.7 };
const aTable = (extra: Partial<ExchangeRateTable> = {}): ExchangeRateTable => ({
  effectiveFrom: '2026-11-20',
  number: '77/2026',
  notifiedOn: '2026-11-19',
  rates,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  ...extra,
});

/** The console on `at` (today is 2026-11-27 in India) with these tables, newest first; PUTs and POSTs answer `write`. */
function setup(at: string, tables: ExchangeRateTable[], write?: (init: RequestInit) => { status?: number; body?: unknown }) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T06:00:00Z') });
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember({ id: 'staff_1', role: 'staff' }) };
    if (url.split('?')[0] !== routeUrl('listExchangeRateTables') && !url.startsWith(`${routeUrl('listExchangeRateTables')}/`))
      return url.includes('/api/staff/') ? { body: [] } : undefined;
    if ((init?.method ?? 'GET') === 'GET') return { body: tables };
    return write?.(init!);
  });
  renderWithApi(<StaffConsolePage />, at);
  return fetchMock;
}

afterEach(() => vi.useRealTimers());

describe('Staff console: exchange rates', () => {
  it('puts a task at the top while the newest table is more than 15 days old, opening the section', async () => {
    setup('/staff', [aTable({ effectiveFrom: '2026-11-06', notifiedOn: '2026-11-05' }), aTable({ effectiveFrom: '2026-10-16', notifiedOn: '2026-10-15' })]);
    const task = await screen.findByText('Exchange rates are 21 days old: record the latest notification');
    await userEvent.click(within(task.closest('.staff-task') as HTMLElement).getByRole('button', { name: 'Open exchange rates' }));
    expect(await screen.findByRole('heading', { name: 'Exchange rates' })).toBeTruthy();
  });

  it('shows no task while the newest table is fresh', async () => {
    setup('/staff?tab=rates', [aTable()]);
    expect(await screen.findByRole('table', { name: 'Exchange-rate tables' })).toBeTruthy();
    expect(screen.queryByText(/Exchange rates are \d+ days old/)).toBeNull();
  });

  it('lists the tables newest first with their notification and rates', async () => {
    setup('/staff?tab=rates', [
      aTable(),
      aTable({ effectiveFrom: '2026-11-06', notifiedOn: '2026-11-05', number: undefined, rates: { ...rates, USD: 83.95 } }),
    ]);
    const table = await screen.findByRole('table', { name: 'Exchange-rate tables' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Notification No. 77/2026-Customs (N.T.) of 2026-11-19');
    expect(rows[0]!.textContent).toContain('84.30');
    expect(rows[1]!.textContent).toContain('ICEGATE exchange rates (ERAM) published 2026-11-05');
    expect(rows[1]!.textContent).toContain('83.95');
  });

  it('edits a table with the version it read, and says what is wrong with bad input', async () => {
    const fetchMock = setup('/staff?tab=rates', [aTable()], (init) => {
      const body = JSON.parse(String(init.body)) as { rates: { USD: number } };
      return { body: aTable({ rates: { ...rates, USD: body.rates.USD }, updatedAt: '2026-11-27T06:00:00.000Z' }) };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the table in force from 2026-11-20' }));
    const usd = await screen.findByLabelText('₹ per USD');
    await userEvent.clear(usd);
    await userEvent.type(usd, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('USD rate must be above 0')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', routeUrl('listExchangeRateTables'))).toHaveLength(0);

    await userEvent.clear(usd);
    await userEvent.type(usd, '84.35');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${routeUrl('listExchangeRateTables')}/2026-11-20`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', `${routeUrl('listExchangeRateTables')}/2026-11-20`)[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      number: '77/2026',
      effectiveFrom: '2026-11-20',
      rates: { USD: 84.35 },
      expectedUpdatedAt: '2026-11-19T10:00:00.000Z',
    });
  });
});
