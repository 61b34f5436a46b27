import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anOpportunity } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aDeal, aRoomFile } from '../../../test/room-file-fixtures';
import { stubXhr } from '../../../test/xhr';
import { CreateOpportunityDialog, EditOpportunityDialog } from './opportunity-form';

const CREATE_URL = routeUrl('createInvestmentOpportunity');

function setup(answer: { status: number; body: unknown } = { status: 201, body: anOpportunity({ createdBy: 'mem_1' }) }) {
  const fetchMock = stubFetch((url, init) => (url === CREATE_URL && init?.method === 'POST' ? answer : undefined));
  const onClose = vi.fn();
  renderWithApi(<CreateOpportunityDialog open onClose={onClose} />);
  return { fetchMock, onClose, dialog: within(screen.getByRole('dialog', { name: 'Add Investment Opportunity' })) };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, url: string, method = 'POST') =>
  JSON.parse(String(callsTo(fetchMock, method, url)[0]![1]?.body)) as Record<string, unknown>;

describe('CreateOpportunityDialog', () => {
  it('labels the title Company/Startup Name, defaults the stage to seed and lists the spec’s industries', () => {
    const { dialog } = setup();
    expect(dialog.getByLabelText(/^Company\/Startup Name/)).toBeRequired();
    expect(dialog.getByLabelText(/^Stage/)).toHaveValue('seed');
    expect(
      within(dialog.getByLabelText(/^Stage/))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'growth']);
    const industries = within(dialog.getByLabelText('Industry'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    for (const industry of ['fintech', 'edtech', 'healthtech', 'saas', 'ecommerce', 'ai_ml', 'blockchain', 'logistics', 'other'])
      expect(industries).toContain(industry);
    expect(dialog.getByLabelText('Telugu founders')).not.toBeChecked();
    expect(dialog.getByLabelText('Target amount (₹)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Min investment (₹)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Location')).toBeInTheDocument();
  });

  it('takes a deal in dollars: the amount labels follow the currency and the body names it', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = setup();
    await user.type(dialog.getByLabelText(/^Company\/Startup Name/), 'ClinicFlow');
    await user.selectOptions(dialog.getByLabelText('Currency'), 'USD');
    await user.type(dialog.getByLabelText('Target amount ($)'), '2000000');
    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));
    expect(await screen.findByText('Investment opportunity created successfully!')).toBeInTheDocument();
    expect(sent(fetchMock, CREATE_URL)).toMatchObject({ currency: 'USD', targetAmount: 2_000_000 });
  });

  it('shows the required-fields toast and sends nothing without a name', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = setup();
    await user.type(dialog.getByLabelText('Location'), 'Vizag');
    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CREATE_URL)).toHaveLength(0);
  });

  it('sends the form as the body (numbers, seed, blanks left out), toasts the spec’s text and closes', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock, onClose } = setup();
    await user.type(dialog.getByLabelText(/^Company\/Startup Name/), 'Bhimavaram AquaSense');
    await user.selectOptions(dialog.getByLabelText('Industry'), 'agritech');
    await user.type(dialog.getByLabelText('Target amount (₹)'), '30000000');
    await user.type(dialog.getByLabelText('Min investment (₹)'), '1000000');
    await user.type(dialog.getByLabelText('Location'), 'Bhimavaram');
    await user.click(dialog.getByLabelText('Telugu founders'));
    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));
    expect(await screen.findByText('Investment opportunity created successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent(fetchMock, CREATE_URL)).toEqual({
      title: 'Bhimavaram AquaSense',
      stage: 'seed',
      industry: 'agritech',
      currency: 'INR',
      targetAmount: 30_000_000,
      minInvestment: 1_000_000,
      location: 'Bhimavaram',
      teluguFounders: true,
      isActive: true,
    });
  });

  it('shows the contract’s rule under the field: min investment above the target', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = setup();
    await user.type(dialog.getByLabelText(/^Company\/Startup Name/), 'Vizag Pharma APIs');
    await user.type(dialog.getByLabelText('Target amount (₹)'), '1000000');
    await user.type(dialog.getByLabelText('Min investment (₹)'), '2000000');
    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));
    expect(await dialog.findByText('Min investment cannot be more than the target amount')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CREATE_URL)).toHaveLength(0);
  });
});

describe('EditOpportunityDialog', () => {
  it('starts from the opportunity, adds the raised amount, and PATCHes the whole form', async () => {
    const user = userEvent.setup();
    const opportunity = anOpportunity({ createdBy: 'mem_1' });
    const url = routeUrl('updateInvestmentOpportunity', { params: { opportunityId: 'op1' } });
    const fetchMock = stubFetch((u, init) => (u === url && init?.method === 'PATCH' ? { body: { ...opportunity, raisedAmount: 15_000_000 } } : undefined));
    renderWithApi(<EditOpportunityDialog opportunity={opportunity} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Opportunity: Godavari PayTech' }));
    expect(dialog.getByLabelText(/^Company\/Startup Name/)).toHaveValue('Godavari PayTech');
    const raised = dialog.getByLabelText('Amount raised so far (₹)');
    expect(raised).toHaveValue(10_000_000);
    await user.clear(raised);
    await user.type(raised, '15000000');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Opportunity updated')).toBeInTheDocument();
    expect(sent(fetchMock, url, 'PATCH')).toMatchObject({
      title: 'Godavari PayTech',
      stage: 'seed',
      raisedAmount: 15_000_000,
      targetAmount: 50_000_000,
      isActive: true,
    });
  });
});

describe('the pitch deck upload', () => {
  const OPEN_URL = routeUrl('openDeal', { params: { opportunityId: 'op1' } });
  const UPLOAD_URL = routeUrl('createRoomUpload', { params: { dealId: 'op1' } });
  const CONFIRM_URL = routeUrl('confirmRoomUpload', { params: { dealId: 'op1', uploadId: 'up_1' } });
  const deck = () => new File(['%PDF-1.7 deck'], 'Godavari deck.pdf', { type: 'application/pdf' });

  function setupDeck(confirm: { status: number; body: unknown }) {
    const fetchMock = stubFetch((url, init) => {
      if (url === routeUrl('getDeal', { params: { dealId: 'op1' } })) return { body: aDeal() };
      if (init?.method !== 'POST') return undefined;
      if (url === CREATE_URL) return { status: 201, body: anOpportunity({ createdBy: 'mem_1' }) };
      if (url === OPEN_URL) return { body: aDeal() };
      if (url === UPLOAD_URL)
        return {
          body: { uploadId: 'up_1', url: 'https://bucket.example/put', headers: { 'Content-Type': 'application/pdf' }, expiresAt: '2030-01-01T00:00:00Z' },
        };
      if (url === CONFIRM_URL) return confirm;
      return undefined;
    });
    const xhr = stubXhr();
    const onClose = vi.fn();
    renderWithApi(<CreateOpportunityDialog open onClose={onClose} />);
    return { fetchMock, xhr, onClose, dialog: within(screen.getByRole('dialog', { name: 'Add Investment Opportunity' })) };
  }

  it('saves the opportunity, opens its room and uploads the deck as a pitch deck', async () => {
    const user = userEvent.setup();
    const { fetchMock, xhr, onClose, dialog } = setupDeck({ status: 200, body: aRoomFile({ name: 'Godavari deck.pdf' }) });
    await user.type(dialog.getByLabelText(/^Company\/Startup Name/), 'Godavari PayTech');
    await user.upload(dialog.getByLabelText('Pitch deck (PDF)'), deck());

    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));

    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', OPEN_URL)).toHaveLength(1);
    expect(sent(fetchMock, UPLOAD_URL)).toMatchObject({ fileName: 'Godavari deck.pdf', category: 'pitch_deck', contentType: 'application/pdf' });
    expect(xhr).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', CONFIRM_URL)).toHaveLength(1);
  });

  it('refuses a deck that is not a PDF before saving anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = setupDeck({ status: 200, body: aRoomFile() });
    await user.upload(dialog.getByLabelText('Pitch deck (PDF)'), new File(['x'], 'deck.pptx'));
    expect(dialog.getByRole('alert')).toHaveTextContent('The pitch deck must be a PDF');
  });

  it('keeps the dialog open with the reason when the upload is refused, and retries only the upload', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose, dialog } = setupDeck({ status: 400, body: { message: 'The file is not a PDF: it does not start with %PDF-' } });
    await user.type(dialog.getByLabelText(/^Company\/Startup Name/), 'Godavari PayTech');
    await user.upload(dialog.getByLabelText('Pitch deck (PDF)'), deck());
    await user.click(dialog.getByRole('button', { name: 'Create Opportunity' }));

    expect(
      await dialog.findByText('The opportunity is saved, but the pitch deck was not uploaded: The file is not a PDF: it does not start with %PDF-'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Upload pitch deck' }));
    await expect.poll(() => callsTo(fetchMock, 'POST', CONFIRM_URL).length).toBe(2);
    expect(callsTo(fetchMock, 'POST', CREATE_URL).filter(([url]) => url === CREATE_URL)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', OPEN_URL)).toHaveLength(1);
  });
});
