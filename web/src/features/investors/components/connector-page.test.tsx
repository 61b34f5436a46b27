import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, OPPORTUNITY_STAGES } from '@club/shared';
import { routeUrl } from '../../../lib/api-client';
import { anIntroduction, anInvestorCard, anOpportunity, aTermSheet, investorStats } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { InvestorConnectorPage } from './connector-page';

interface Answers {
  deals?: unknown[];
  investors?: unknown[];
  intros?: unknown[];
  relationship?: unknown;
}

const introducer = { id: 'mem_3', firstName: 'Padma', lastName: 'Rao' };
const secondDegree = {
  memberId: 'mem_5',
  relationship: 'none',
  connection: {
    id: 'mem_5',
    degree: 2,
    toUser: { id: 'mem_5', firstName: 'Lakshmi', lastName: 'Vemuri' },
    status: 'active',
    strength: 4,
    commonInterests: [],
    mutualConnections: 2,
    introducedBy: 'mem_3',
    introducedByUser: introducer,
    path: [introducer],
  },
};

function setup(answers: Answers, path = '/investor-startup-connector') {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url === routeUrl('getInvestorStats')) return { body: investorStats() };
    if (url === routeUrl('getInvestorProfile')) return { body: null };
    if (init?.method === 'POST' && url === routeUrl('createIntroRequest')) return { status: 201, body: anIntroduction() };
    if (init?.method === 'POST' && url === routeUrl('sendConnectionRequest'))
      return {
        status: 201,
        body: {
          id: 'mem_5',
          direction: 'outgoing',
          fromUserId: 'mem_1',
          toUserId: 'mem_5',
          user: { id: 'mem_5', firstName: 'Lakshmi', lastName: 'Vemuri' },
          status: 'requested',
          createdAt: '2026-11-23T10:00:00Z',
        },
      };
    if (init?.method === 'POST' && url === routeUrl('downloadTermSheetTemplate', { params: { templateId: 'ts1' } }))
      return { body: { id: 'ts1', filename: 'seed-term-sheet.md', contentType: 'text/markdown', content: '# Seed', downloads: 15 } };
    if (url.startsWith(routeUrl('listInvestmentOpportunities'))) return { body: answers.deals ?? [] };
    if (url.startsWith(routeUrl('listInvestorProfiles'))) return { body: answers.investors ?? [] };
    if (url.startsWith(routeUrl('listIntroRequests'))) return { body: answers.intros ?? [] };
    if (url.startsWith(routeUrl('listOutgoingRequests'))) return { body: [] };
    if (url.startsWith(routeUrl('listTermSheetTemplates'))) return { body: [aTermSheet()] };
    if (url === routeUrl('getRelationship', { params: { memberId: 'mem_5' } }))
      return { body: answers.relationship ?? { memberId: 'mem_5', relationship: 'none' } };
    return undefined;
  });
  renderWithApi(<InvestorConnectorPage />, path);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>, url: string) => JSON.parse(String(callsTo(fetchMock, 'POST', url)[0]![1]?.body)) as unknown;

describe('InvestorConnectorPage', () => {
  it('has real stat cards and the four tabs', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor-Startup Connector' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Investment Opportunities', 'Investor Network', 'My Introductions', 'Resources']);
    expect(await within(screen.getByRole('region', { name: 'Connector summary' })).findByText('₹24.5Cr')).toBeInTheDocument();
  });

  it('filters opportunities by stage, industry and INR band on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ deals: [anOpportunity()] });
    await screen.findByTestId('deal-card');
    expect(
      within(screen.getByLabelText('Investment range'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any range', '₹10L–₹1Cr', '₹1Cr–₹10Cr', '₹10Cr–₹50Cr', 'Above ₹50Cr']);
    // Every industry a card can show (the list the schemas validate against), every stage too.
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
    await user.selectOptions(screen.getByLabelText('Investment range'), 'medium');
    await user.selectOptions(screen.getByLabelText('Stage'), 'seed');
    const last = () => String(callsTo(fetchMock, 'GET', routeUrl('listInvestmentOpportunities')).at(-1)![0]);
    await expect.poll(last).toContain('stage=seed');
    expect(last()).toContain('investmentRange=medium');
  });

  it('lists real investors and requests an introduction through the mutual connection', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ investors: [anInvestorCard()], relationship: secondDegree }, '/investor-startup-connector?tab=network');
    const card = within(await screen.findByTestId('investor-card'));
    expect(card.getByText('Lakshmi Vemuri')).toBeInTheDocument();
    expect(card.getByText('Family Office')).toBeInTheDocument();
    expect(card.getByText('₹25L–1Cr')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Request Introduction to Lakshmi Vemuri' }));
    // The dialog checks the relationship first, then shows the form through the mutual connection.
    expect(await screen.findByText('Padma Rao')).toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog', { name: 'Request Introduction: Lakshmi Vemuri' }));
    expect(dialog.getByLabelText('Purpose')).toHaveValue('investment');
    await user.type(dialog.getByLabelText('Message'), 'We are raising a ₹5Cr seed round.');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Introduction request sent successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, routeUrl('createIntroRequest'))).toEqual({
      targetUserId: 'mem_5',
      introducerId: 'mem_3',
      purpose: 'investment',
      message: 'We are raising a ₹5Cr seed round.',
      status: 'pending',
    });
  });

  it('sends a direct request the investor can accept when there is no mutual connection', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ investors: [anInvestorCard()] }, '/investor-startup-connector?tab=network');
    await user.click(await screen.findByRole('button', { name: 'Request Introduction to Lakshmi Vemuri' }));
    expect(await screen.findByText(/no mutual connection/)).toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog', { name: 'Request Introduction: Lakshmi Vemuri' }));
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(sentBody(fetchMock, routeUrl('sendConnectionRequest'))).toEqual({ toUserId: 'mem_5' });
  });

  it('shows My Introductions, or an empty state leading to the Investor Network', async () => {
    const user = userEvent.setup();
    setup({}, '/investor-startup-connector?tab=introductions');
    expect(await screen.findByText('No introduction requests yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse the Investor Network' }));
    expect(screen.getByRole('tab', { name: 'Investor Network' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the member’s introduction requests', async () => {
    setup({ intros: [anIntroduction()] }, '/investor-startup-connector?tab=introductions');
    const intro = within(await screen.findByTestId('my-introduction'));
    expect(intro.getByText('Lakshmi Vemuri')).toBeInTheDocument();
    expect(intro.getByText('Pending')).toBeInTheDocument();
    expect(intro.getByText('Investment')).toBeInTheDocument();
    expect(intro.getByText('Padma Rao')).toBeInTheDocument();
  });

  it('offers the calculator, counted term sheet downloads, and mentorship through a prefilled concierge request', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({}, '/investor-startup-connector?tab=resources');
    expect(screen.getByRole('heading', { name: 'Valuation calculator' })).toBeInTheDocument();
    const sheet = within(await screen.findByTestId('term-sheet'));
    expect(sheet.getByText('14 downloads')).toBeInTheDocument();
    URL.createObjectURL = () => 'blob:sheet';
    URL.revokeObjectURL = () => undefined;
    await user.click(sheet.getByRole('button', { name: 'Download Seed round term sheet (CCPS)' }));
    await expect.poll(() => callsTo(fetchMock, 'POST', routeUrl('downloadTermSheetTemplate', { params: { templateId: 'ts1' } })).length).toBe(1);
    const mentor = screen.getByRole('link', { name: 'Request a mentor' });
    const target = new URL(mentor.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/concierge');
    expect(target.searchParams.get('category')).toBe('intros');
    expect(target.searchParams.get('title')).toBe('Mentorship for my startup');
  });
});
