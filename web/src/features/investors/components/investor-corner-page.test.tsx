import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, OPPORTUNITY_STAGES } from '@club/shared';
import { routeUrl } from '../../../lib/api-client';
import { aMatch, anInvestorProfile, anOpportunity, investorStats } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { InvestorCornerPage } from './investor-corner-page';

interface Answers {
  deals?: unknown[];
  mine?: unknown[];
  matches?: unknown[];
  profile?: unknown;
  signedOut?: boolean;
}

function setup(answers: Answers | 'loading', path = '/investors') {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser'))
      return answers !== 'loading' && answers.signedOut ? { status: 401, body: { message: 'Unauthorized' } } : { body: aMember() };
    if (url === routeUrl('getInvestorStats')) return { body: investorStats() };
    if (answers === 'loading') return new Promise<never>(() => {});
    if (init?.method === 'POST' && url.endsWith('/express-interest')) return { status: 201, body: aMatch({ side: 'investor' }) };
    if (url === routeUrl('getInvestorProfile')) return { body: answers.profile ?? null };
    if (url.startsWith(routeUrl('listMyInvestmentOpportunities'))) return { body: answers.mine ?? [] };
    if (url.startsWith(routeUrl('listInvestmentOpportunities'))) return { body: answers.deals ?? [] };
    if (url.startsWith(routeUrl('listInvestorMatches'))) return { body: answers.matches ?? [] };
    if (url.startsWith(routeUrl('listPitchSlots', { params: { investorId: 'mem_1' } }))) return { body: [] };
    return undefined;
  });
  renderWithApi(<InvestorCornerPage />, path);
  return fetchMock;
}

describe('InvestorCornerPage', () => {
  it('asks a signed-out visitor to log in', async () => {
    setup({ signedOut: true });
    expect(await screen.findByRole('heading', { name: 'Please log in to access Investor Corner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', routeUrl('login'));
  });

  it('has the heading, the four tabs, + Add Opportunity and the real summary figures', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Corner' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deal Flow', 'My Investments', 'Matches', 'Investor Profile']);
    expect(screen.getByRole('tab', { name: 'Deal Flow' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '+ Add Opportunity' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'Investor summary' }));
    expect(await tiles.findByText('₹24.5Cr')).toBeInTheDocument();
    expect(tiles.getByText('17')).toBeInTheDocument();
    expect(tiles.getByText('12')).toBeInTheDocument();
    expect(tiles.getByText('9')).toBeInTheDocument();
    expect(screen.queryByText('$2.4M')).not.toBeInTheDocument();
    expect(screen.queryByText('89')).not.toBeInTheDocument();
  });

  it.each([
    ['/investors', 4],
    ['/investors?tab=investments', 2],
    ['/investors?tab=matches', 3],
  ])('shows the spec’s loading cards on %s', async (path, count) => {
    setup('loading', path);
    // Investor Corner's own lists; the deal rooms lists under My Investments load with cards of their own.
    const own = (await screen.findAllByTestId('skeleton')).filter((card) => !card.closest('[data-testid="deal-rooms"]'));
    expect(own).toHaveLength(count);
  });

  it('shows the empty states: Create Your First Opportunity opens the dialog; No matches yet leads to the profile tab', async () => {
    const user = userEvent.setup();
    setup({});
    await user.click(await screen.findByRole('tab', { name: 'My Investments' }));
    expect(await screen.findByText('No opportunities created yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Opportunity' }));
    expect(await screen.findByRole('dialog', { name: 'Add Investment Opportunity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Investor Profile' }));
    expect(screen.getByRole('tab', { name: 'Investor Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Setup Investor Profile' })).toBeInTheDocument();
  });

  it('shows a deal card and sends the filters to the server', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ deals: [anOpportunity({ pitchDeckUrl: 'https://decks.example.com/godavari.pdf' })], profile: anInvestorProfile() });
    const card = within(await screen.findByTestId('deal-card'));
    expect(card.getByText('Telugu')).toBeInTheDocument();
    expect(card.getByText('Seed')).toBeInTheDocument();
    expect(card.getByText('Hyderabad, Telangana · Fintech')).toBeInTheDocument();
    expect(card.getByText('₹5Cr')).toBeInTheDocument();
    expect(card.getByText('₹25L')).toBeInTheDocument();
    expect(card.getByText('₹20Cr')).toBeInTheDocument();
    const pitch = card.getByRole('link', { name: /View Pitch of Godavari PayTech/ });
    expect(pitch).toHaveAttribute('href', 'https://decks.example.com/godavari.pdf');
    expect(pitch).toHaveAttribute('target', '_blank');

    await user.click(card.getByRole('button', { name: 'Data Room of Godavari PayTech' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Data room not yet open' })).getByText(/The data room for Godavari PayTech is not yet open/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    // Every industry and stage a card can show.
    expect(
      within(screen.getByLabelText('Industry'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', ...INDUSTRIES]);
    expect(
      within(screen.getByLabelText('Stage'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', ...OPPORTUNITY_STAGES]);
    await user.selectOptions(screen.getByLabelText('Stage'), 'seed');
    await user.selectOptions(screen.getByLabelText('Industry'), 'fintech');
    await user.type(screen.getByLabelText('Min amount (₹)'), '1000000');
    await screen.findByText('Godavari PayTech');
    const last = () => String(callsTo(fetchMock, 'GET', routeUrl('listInvestmentOpportunities')).at(-1)![0]);
    await expect.poll(last).toContain('minAmount=1000000');
    expect(last()).toContain('stage=seed');
    expect(last()).toContain('industry=fintech');
  });

  it('expresses interest with the spec’s toast', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ deals: [anOpportunity()], profile: anInvestorProfile() });
    await user.click(await screen.findByRole('button', { name: 'Express Interest in Godavari PayTech' }));
    expect(await screen.findByText('Interest expressed successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('expressInterest', { params: { opportunityId: 'op1' } }))).toHaveLength(1);
  });

  it('leads a member without an investor profile to set one up instead of expressing interest', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ deals: [anOpportunity({ pitchDeckUrl: undefined })] });
    await user.click(await screen.findByRole('button', { name: 'Express Interest in Godavari PayTech' }));
    expect(screen.getByRole('dialog', { name: 'Set up your investor profile first' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('expressInterest', { params: { opportunityId: 'op1' } }))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Setup Investor Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Setup Investor Profile' })).toBeInTheDocument();
  });

  it('shows My Investments with Active/Inactive, interest and amount raised', async () => {
    setup(
      {
        mine: [
          anOpportunity({ createdBy: 'mem_1' }),
          anOpportunity({ id: 'op2', title: 'Vizag Bulk Drugs', isActive: false, interestCount: 1, raisedAmount: 0 }),
        ],
      },
      '/investors?tab=investments',
    );
    const [active, inactive] = await screen.findAllByTestId('my-opportunity');
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    expect(within(active!).getByText('3 interested investors')).toBeInTheDocument();
    expect(within(active!).getByText('₹1Cr')).toBeInTheDocument();
    expect(within(inactive!).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive!).getByText('1 interested investor')).toBeInTheDocument();
    expect(within(inactive!).getByRole('button', { name: 'Manage Opportunity Vizag Bulk Drugs' })).toBeInTheDocument();
    expect(within(inactive!).getByRole('button', { name: 'View Interest in Vizag Bulk Drugs' })).toBeInTheDocument();
  });

  it('shows the investor profile with Edit Profile opening the same form', async () => {
    const user = userEvent.setup();
    setup({ profile: anInvestorProfile() }, '/investors?tab=profile');
    const profile = within(await screen.findByTestId('investor-profile'));
    expect(profile.getByText('₹25L–1Cr')).toBeInTheDocument();
    expect(profile.getByText('Angel Investor')).toBeInTheDocument();
    expect(profile.getByText('₹50Cr')).toBeInTheDocument();
    expect(profile.getByText('₹50L')).toBeInTheDocument();
    expect(profile.getByText('Agritech')).toBeInTheDocument();
    expect(profile.getByText('Pre-Seed')).toBeInTheDocument();
    expect(profile.getByText('Telugu founders building for Bharat.')).toBeInTheDocument();
    await user.click(profile.getByRole('button', { name: 'Edit Profile' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Investor Profile' }));
    expect(form.getByLabelText(/^Investor type/)).toHaveValue('angel');
    expect(form.getByLabelText('Min investment (₹)')).toHaveValue(2_500_000);
  });
});
