import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi } from '../../../test/render-with-api';
import { stubDutyCalculatorApi } from '../../../test/trade-api';
import { TradeAssistancePage } from './trade-assistance-page';

describe('the importer on the Duty Calculator', () => {
  it('refuses a GSTIN with a wrong check character under its field, then sends the importer with the request', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDutyCalculatorApi();
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '091030');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'Vietnam');
    await user.type(screen.getByLabelText('Importer (company)'), 'Guntur Spice Traders LLP');
    await user.type(screen.getByLabelText('IEC'), 'AAPFU0939F');
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByText('GSTIN check character (the last) does not match: check the number for a typo')).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('IEC')).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))).toHaveLength(0);

    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    await screen.findByTestId('duty-breakdown');
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))[0]!;
    expect(JSON.parse(String(init?.body)).requestDetails).toEqual({ companyName: 'Guntur Spice Traders LLP', iec: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' });
  });
});
