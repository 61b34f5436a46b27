import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCompany } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { CompanySelect } from './company-select';

const created = aCompany({
  id: 'co-9',
  name: 'Kotagiri Coir Exports',
  industry: 'Coir products',
  country: 'India',
  certifications: ['ISO 9001', 'APEDA'],
  hsCodes: ['5305', '5702'],
  website: 'https://kotagiricoir.example.com',
});
/** GET (listCompanies) and POST (createCompany) share the path. */
const companiesUrl = routeUrl('listCompanies');

/** GET /api/companies?mine=true answers the member's companies; POST answers `post()` and adds the company. */
function server(post: () => { status: number; body: unknown } | Promise<never> = () => ({ status: 201, body: created })) {
  let mine: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url === companiesUrl && init?.method === 'POST') {
      const answer = post();
      if (!(answer instanceof Promise) && answer.status < 300) mine = [created];
      return answer;
    }
    if (url.startsWith(routeUrl('listCompanies', { query: { mine: 'true' } }))) return { body: mine };
    return undefined;
  });
  return fetchMock;
}

/** The select as a dialog holds it: the chosen id lives in the parent. */
function Harness() {
  const [companyId, setCompanyId] = useState('');
  return (
    <>
      <CompanySelect value={companyId} onChange={setCompanyId} label="Your company" />
      <output aria-label="chosen">{companyId}</output>
    </>
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const inDialog = within(dialog);
  await user.type(inDialog.getByLabelText(/^Company name/), 'Kotagiri Coir Exports');
  await user.type(inDialog.getByLabelText(/^Industry/), 'Coir products');
  await user.type(inDialog.getByLabelText(/^Country/), 'India');
}

describe('CompanySelect and Create company', () => {
  it('says how to add a company when the member has none, and refuses empty required fields with nothing sent', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderWithApi(<Harness />);
    expect(await screen.findByText('You have no company yet. Add your company to post for it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your company' }));
    const dialog = screen.getByRole('dialog', { name: 'Create company' });
    await user.type(within(dialog).getByLabelText(/^Company name/), 'Only a name');
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', companiesUrl)).toHaveLength(0);
  });

  it('shows the schema’s messages under the fields (website, HS codes) and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderWithApi(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Add your company' }));
    const dialog = screen.getByRole('dialog', { name: 'Create company' });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Website/), 'kotagiri dot com');
    await user.type(within(dialog).getByLabelText(/^HS codes/), '5305, coir');
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Website must be a web address starting with https:// or http://')).toBeInTheDocument();
    expect(within(dialog).getByText('HS codes are 2 to 10 digits')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', companiesUrl)).toHaveLength(0);
  });

  it('reads "Creating..." while pending, then links the company, refreshes the list, selects it and resets the form', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = server();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === companiesUrl && init?.method === 'POST') {
        await gate;
        return new Response(JSON.stringify(created), { status: 201 });
      }
      const mine = callsTo(fetchMock, 'POST', companiesUrl).length ? [created] : [];
      return new Response(JSON.stringify(url.startsWith(companiesUrl) ? mine : []));
    });
    renderWithApi(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Add your company' }));
    const dialog = screen.getByRole('dialog', { name: 'Create company' });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Certifications/), ' ISO 9001, , APEDA ');
    await user.type(within(dialog).getByLabelText(/^HS codes/), '5305,5702');
    await user.type(within(dialog).getByLabelText(/^Website/), 'https://kotagiricoir.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));

    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    const readsBefore = callsTo(fetchMock, 'GET', companiesUrl).length;
    release();

    expect(await screen.findByText('Company created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create company' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', companiesUrl).length).toBeGreaterThan(readsBefore);
    expect(await screen.findByLabelText(/^Your company/)).toHaveValue('co-9');
    expect(screen.getByRole('option', { name: 'Kotagiri Coir Exports' })).toBeInTheDocument();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('co-9');
    const [, init] = callsTo(fetchMock, 'POST', companiesUrl)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Kotagiri Coir Exports',
      industry: 'Coir products',
      country: 'India',
      certifications: ['ISO 9001', 'APEDA'],
      hsCodes: ['5305', '5702'],
      website: 'https://kotagiricoir.example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Add your company' }));
    expect(within(screen.getByRole('dialog', { name: 'Create company' })).getByLabelText(/^Company name/)).toHaveValue('');
  });

  it('toasts the failure and keeps the dialog open', async () => {
    const user = userEvent.setup();
    server(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithApi(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Add your company' }));
    const dialog = screen.getByRole('dialog', { name: 'Create company' });
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Failed to create the company. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create company' })).toBeInTheDocument();
  });
});
