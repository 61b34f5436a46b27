import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCompany, aListing } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { CreateListingDialog } from './create-listing-dialog';

/** The path the create route POSTs to (the list's). */
const listingsUrl = routeUrl('listTradeListings');

const company = aCompany({ name: 'Godavari Aqua Exports', industry: 'Seafood' });

function setup(answer: () => Promise<Response>) {
  const fetchMock = stubFetch(() => undefined);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === listingsUrl && init?.method === 'POST') return answer();
    if (url.startsWith(routeUrl('listCompanies'))) return new Response(JSON.stringify([company]));
    return new Response('[]');
  });
  const onClose = vi.fn();
  renderWithApi(<CreateListingDialog open onClose={onClose} />);
  return { fetchMock, onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), 'Vannamei 30/40');
  await user.type(screen.getByLabelText(/^Description/), 'Block frozen HLSO.');
  await user.type(screen.getByLabelText(/^HS code/), '030617');
  await screen.findByRole('option', { name: company.name });
  await user.selectOptions(screen.getByLabelText(/^Company/), company.id);
}

describe('CreateListingDialog', () => {
  it('refuses a missing HS code with the required-fields toast and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(async () => new Response(JSON.stringify(aListing()), { status: 201 }));
    await user.type(screen.getByLabelText(/^Title/), 'Vannamei');
    await user.type(screen.getByLabelText(/^Description/), 'Shrimp');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', listingsUrl)).toHaveLength(0);
  });

  it('reads "Creating..." while pending, sends kind export by default, toasts, resets and closes', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, onClose } = setup(async () => {
      await gate;
      return new Response(JSON.stringify(aListing()), { status: 201 });
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Trade listing created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', listingsUrl)[0]![1]?.body));
    expect(body).toEqual({ kind: 'export', title: 'Vannamei 30/40', description: 'Block frozen HLSO.', hsCode: '030617', companyId: company.id });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('toasts the failure message', async () => {
    const user = userEvent.setup();
    setup(async () => new Response('{"message":"boom"}', { status: 500 }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Failed to create listing. Please try again.')).toBeInTheDocument();
  });
});
