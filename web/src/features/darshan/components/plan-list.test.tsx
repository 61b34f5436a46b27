import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aPlan } from '../../../test/fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PlanList } from './plan-list';

describe('My Darshan Plans', () => {
  it('shows what the concierge team booked on a confirmed plan, and nothing of the kind on the others', async () => {
    stubFetch((url) =>
      url.startsWith(routeUrl('listDarshanPlans'))
        ? {
            body: [
              aPlan({ id: 'p1', status: 'confirmed', confirmationDetails: 'Special entry darshan, 16 Dec 2026, 10:00 am; report at ATC counter 2.' }),
              aPlan({ id: 'p2', status: 'submitted', ticketId: 't9' }),
            ],
          }
        : undefined,
    );

    renderWithApi(<PlanList />);

    const [confirmed, submitted] = await screen.findAllByTestId('darshan-plan');
    expect(within(confirmed!).getByTestId('plan-confirmation')).toHaveTextContent(
      'Confirmed: Special entry darshan, 16 Dec 2026, 10:00 am; report at ATC counter 2.',
    );
    expect(within(submitted!).queryByTestId('plan-confirmation')).not.toBeInTheDocument();
  });
});
