import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aPlan } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PlanWizard, paxFrom } from './plan-wizard';

/** The path the create route POSTs to (the list's). */
const plansUrl = routeUrl('listDarshanPlans');

function setup(status = 201) {
  const fetchMock = stubFetch((url, init) =>
    url === plansUrl && init?.method === 'POST' ? { status, body: status === 201 ? aPlan() : { message: 'boom' } } : { body: [] },
  );
  renderWithApi(<PlanWizard />);
  return fetchMock;
}

describe('PlanWizard', () => {
  it('falls back to 1 for a group size that is not a number', () => {
    expect(paxFrom('abc')).toBe(1);
    expect(paxFrom('4')).toBe(4);
  });

  it('moves Next up to step 3 and Back down to step 1, without validating', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  it('validates only on submit with the spec messages and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    await user.clear(screen.getByLabelText('Number of devotees'));
    await user.type(screen.getByLabelText('Number of devotees'), '25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please specify your preferred dates');
    expect(alert).toHaveTextContent('Maximum 20 people allowed');
    expect(callsTo(fetchMock, 'POST', plansUrl)).toHaveLength(0);
  });

  it('creates the plan, toasts, and resets to step 1', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    await user.type(screen.getByLabelText('Preferred dates'), '15-17 December 2026');
    await user.clear(screen.getByLabelText('Number of devotees'));
    await user.type(screen.getByLabelText('Number of devotees'), '4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Special requirements/), 'Wheelchair');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Darshan Plan Created')).toBeInTheDocument();
    expect(screen.getByText("Your darshan plan has been saved. We'll help you with the next steps.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument());
    expect(screen.getByLabelText('Preferred dates')).toHaveValue('');
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', plansUrl)[0]![1]?.body));
    expect(body).toEqual({ dateRange: '15-17 December 2026', pax: 4, specialRequests: 'Wheelchair' });
  });

  it('toasts the failure message', async () => {
    const user = userEvent.setup();
    setup(500);
    await user.type(screen.getByLabelText('Preferred dates'), 'January');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Failed to create darshan plan. Please try again.')).toBeInTheDocument();
  });
});
