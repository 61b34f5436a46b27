import { yearsAfter, type Deal } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCandidate, aDeal, aGrant, aLogEntry, aPublicDeal, anAccessRequest, anAnalytics, anEvent } from '../../../test/deal-room-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { addDays, todayInIndia } from '../labels';
import { DealRoomPage } from './deal-room-page';
import { FAR_EXPIRY, GrantDialog, PAST_EXPIRY } from './grant-dialog';

type Answer = { status?: number; body?: unknown };
const GET = (init: RequestInit | undefined) => (init?.method ?? 'GET') === 'GET';
const path = (url: string) => url.split('?')[0];
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const dealId = 'op1';
const at = (route: Parameters<typeof routeUrl>[0]) => routeUrl(route as 'getDeal', { params: { dealId } });

/** The room of `deal` at `/investors/deals/op1{search}`; `extra` answers first, reads of an empty room after. */
function setup(deal: Deal, search = '', extra?: (url: string, init: RequestInit | undefined) => Answer | undefined) {
  const fetchMock = stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (!GET(init)) return undefined;
    if (url === at('getDeal')) return { body: deal };
    if (path(url) === at('listDealTimeline')) return { body: [anEvent()] };
    return undefined;
  });
  renderWithApi(
    <Routes>
      <Route path="/investors/deals/:dealId" element={<DealRoomPage />} />
    </Routes>,
    `/investors/deals/${dealId}${search}`,
  );
  return fetchMock;
}

const moveButtons = async () =>
  within(await screen.findByRole('group', { name: 'Move the deal' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('DealRoomPage: the pipeline', () => {
  it.each([
    ['active', ['Move to Due diligence', 'Mark as passed']],
    ['due_diligence', ['Back to Active', 'Move to Term sheet', 'Mark as passed']],
    ['term_sheet', ['Back to Due diligence', 'Close the deal', 'Mark as passed']],
    ['passed', ['Reopen the deal']],
  ] as const)('offers the founder of a %s deal only its allowed moves', async (status, expected) => {
    setup(aDeal({ status }));
    expect(await moveButtons()).toEqual(expected);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(/current/);
  });

  it('tells the founder when the room expired', async () => {
    setup(aDeal({ room: { ...aDeal().room!, expiryDate: '2020-01-31' } }));
    expect(await screen.findByText('The room expired on 31 Jan 2020: only you can open it.')).toBeInTheDocument();
  });

  it('offers no move on a closed deal', async () => {
    setup(aDeal({ status: 'closed' }));
    expect(await screen.findByText('This deal is closed: it does not move again.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the deal' })).toBeNull();
  });

  it('shows a grantee the pipeline and details without moves or founder tabs', async () => {
    setup(aDeal({ status: 'due_diligence', myAccess: { role: 'grantee', canView: true, canDownload: false, expiresOn: '2026-12-20' } }));
    expect(await screen.findByText('Shared with you until 20 Dec 2026 · view only')).toBeInTheDocument();
    expect(screen.getByText('40% hiring, 60% go-to-market')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Files']);
    expect(await screen.findByText('Srinivas Rao opened the deal room')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the deal' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark as passed/ })).toBeNull();
  });

  it('asks the founder to confirm passing, and sends the move with its note', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(aDeal(), '', (url, init) =>
      init?.method === 'POST' && url === at('moveDeal') ? { body: aDeal({ status: 'passed' }) } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as passed' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark as passed?' }));
    expect(dialog.getByRole('note')).toHaveTextContent('The deal leaves the pipeline. You can reopen it later.');
    await user.type(dialog.getByLabelText('Note for the timeline (optional)'), 'Valuation too high');
    await user.click(dialog.getByRole('button', { name: 'Mark as passed' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', at('moveDeal'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', at('moveDeal'))[0])).toEqual({ status: 'passed', note: 'Valuation too high' });
  });
});

describe('DealRoomPage: a member without access', () => {
  it('sees the public summary and Request access, and sends the request with a message', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(aPublicDeal(), '', (url, init) =>
      init?.method === 'POST' && url === at('requestRoomAccess')
        ? { body: { member: { id: 'mem_9', firstName: 'A', lastName: 'B' }, status: 'pending', createdAt: '2026-11-25T10:00:00Z' } }
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'About this deal' })).toBeInTheDocument();
    expect(screen.getByText('₹5Cr')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Timeline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request access to Godavari PayTech' }));
    await user.type(dialog.getByLabelText('Message to the founder (optional)'), 'Angel in fintech');
    await user.click(dialog.getByRole('button', { name: 'Request access' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', at('requestRoomAccess'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', at('requestRoomAccess'))[0])).toEqual({ message: 'Angel in fintech' });
    // Only the deal and nothing of the room was read.
    expect(callsTo(fetchMock, 'GET', at('listDealTimeline'))).toHaveLength(0);
  });

  it('sees a pending request instead of the button', async () => {
    setup(aPublicDeal({ myAccess: { role: 'none', canView: false, canDownload: false, request: { status: 'pending', createdAt: '2026-11-22T10:00:00Z' } } }));
    expect(await screen.findByText('Request pending')).toBeInTheDocument();
    expect(screen.getByText(/Asked on 22 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request access/ })).toBeNull();
  });

  it('offers a deal-flow member the open pitch deck beside Request access', async () => {
    setup(aPublicDeal({ pitchDeckFileId: 'f1', myAccess: { role: 'dealFlow', canView: false, canDownload: false } }));
    expect(await screen.findByRole('link', { name: 'View the pitch deck' })).toHaveAttribute('href', '/investors/deals/op1/files/f1');
    expect(screen.getByRole('button', { name: 'Request access' })).toBeInTheDocument();
  });

  it('shows an admin the summary with a link to the room’s access log, not the room', async () => {
    const fetchMock = setup(aPublicDeal({ myAccess: { role: 'admin', canView: false, canDownload: false } }));
    expect(await screen.findByRole('link', { name: 'staff console' })).toHaveAttribute('href', '/staff?tab=deals&item=op1');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(callsTo(fetchMock, 'GET', at('listDealTimeline'))).toHaveLength(0);
  });

  it('says when the deal does not exist', async () => {
    stubFetch(() => undefined);
    renderWithApi(
      <Routes>
        <Route path="/investors/deals/:dealId" element={<DealRoomPage />} />
      </Routes>,
      '/investors/deals/nope',
    );
    expect(await screen.findByRole('heading', { name: 'Deal not found' })).toBeInTheDocument();
  });
});

describe('DealRoomPage: analytics', () => {
  it('shows reading by investor and by file with total times, and the access log with page durations', async () => {
    setup(aDeal(), '?tab=analytics', (url, init) => {
      if (!GET(init)) return undefined;
      if (url === at('getRoomAnalytics')) return { body: anAnalytics() };
      if (path(url) === at('listAccessLog'))
        return { body: [aLogEntry(), aLogEntry({ id: 'log2', action: 'download', page: undefined, durationMs: undefined })] };
      return undefined;
    });
    const byInvestor = within((await screen.findByText('By investor')).closest('table')!);
    const investorRow = within(byInvestor.getAllByRole('row')[1]!);
    expect(investorRow.getByText('Lakshmi Vemuri')).toBeInTheDocument();
    expect(investorRow.getByText('3 min 5 s')).toBeInTheDocument();
    expect(investorRow.getByText('14')).toBeInTheDocument();
    const byFile = within(screen.getByText('By file').closest('table')!);
    expect(byFile.getByText('Pitch deck.pdf (v2)')).toBeInTheDocument();
    expect(byFile.getByText('2 h 4 min')).toBeInTheDocument();
    const log = within((await screen.findByText('Access log', { selector: 'caption' })).closest('table')!);
    expect(log.getByText('Read page 3 · 45 s')).toBeInTheDocument();
    expect(log.getByText('Downloaded')).toBeInTheDocument();
    expect(log.getAllByText('Chrome on macOS')).toHaveLength(2);
    expect(log.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Device');
  });
});

describe('DealRoomPage: access', () => {
  it('lists pending requests first, approves one through the grant dialog and revokes a grant after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(aDeal(), '?tab=access', (url, init) => {
      const member = 'mem_8';
      if (GET(init) && url === at('listAccessRequests'))
        return { body: [anAccessRequest({ member: { id: 'mem_3', firstName: 'Old', lastName: 'Request' }, status: 'declined' }), anAccessRequest()] };
      if (GET(init) && url === at('listRoomGrants'))
        return { body: [aGrant(), aGrant({ member: { id: 'mem_4', firstName: 'Kiran', lastName: 'Kumar' }, status: 'expired' })] };
      if (init?.method === 'POST' && url === routeUrl('approveAccessRequest', { params: { dealId, memberId: member } }))
        return { body: aGrant({ member: anAccessRequest().member }) };
      if (init?.method === 'DELETE' && url === routeUrl('revokeRoomAccess', { params: { dealId, memberId: 'mem_5' } }))
        return { body: aGrant({ status: 'revoked' }) };
      return undefined;
    });
    const requests = await screen.findAllByTestId('access-request');
    expect(within(requests[0]!).getByText('Padma Reddy')).toBeInTheDocument();
    expect(within(requests[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(requests[1]!).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(within(requests[0]!).getByRole('button', { name: 'Approve Padma Reddy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve Padma Reddy' }));
    await user.click(dialog.getByLabelText('View + download'));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const approveUrl = routeUrl('approveAccessRequest', { params: { dealId, memberId: 'mem_8' } });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', approveUrl)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', approveUrl)[0])).toEqual({ canDownload: true, expiresOn: addDays(todayInIndia(), 30) });

    const grants = await screen.findAllByTestId('room-grant');
    expect(within(grants[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(grants[0]!).getByText('View only · until 20 Dec 2026')).toBeInTheDocument();
    expect(within(grants[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(grants[1]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    await user.click(within(grants[0]!).getByRole('button', { name: 'Revoke access of Lakshmi Vemuri' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Revoke access?' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/deals')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/deals')).toHaveLength(1));
  });
});

describe('DealRoomPage: Share the room', () => {
  it('lists candidates with why they are there, and shares with one through the grant dialog', async () => {
    const user = userEvent.setup();
    const ravi = aCandidate();
    const lakshmi = aCandidate({ member: aGrant().member, reason: 'matched', grant: aGrant({ permissions: ['view', 'download'] }) });
    const grantUrl = routeUrl('grantRoomAccess', { params: { dealId, memberId: ravi.member.id } });
    const fetchMock = setup(aDeal(), '?tab=access', (url, init) => {
      if (GET(init) && url === at('listGrantCandidates')) return { body: [ravi, lakshmi] };
      if (GET(init) && (url === at('listRoomGrants') || url === at('listAccessRequests'))) return { body: [] };
      if (init?.method === 'PUT' && url === grantUrl) return { body: aGrant({ member: ravi.member }) };
      return undefined;
    });
    expect(await screen.findByText('Not shared with anyone yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share the room' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Share the room' }));
    const rows = await picker.findAllByTestId('grant-candidate');
    expect(within(rows[0]!).getByText('Interested')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Matched')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Has access')).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Share with Ravi Teja' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share the room with Ravi Teja' }));
    await user.click(dialog.getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', grantUrl)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', grantUrl)[0])).toEqual({ canDownload: false, expiresOn: addDays(todayInIndia(), 30) });
  });

  it('opens a live grant with its own permission and day to change it', async () => {
    const member = { id: 'mem_5', firstName: 'Lakshmi', lastName: 'Vemuri' };
    stubFetch(() => undefined);
    renderWithApi(
      <GrantDialog dealId={dealId} member={member} grant={aGrant({ permissions: ['view', 'download'], expiresOn: '2099-01-31' })} onClose={() => undefined} />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Change access of Lakshmi Vemuri' }));
    expect(dialog.getByLabelText('View + download')).toBeChecked();
    expect(dialog.getByLabelText(/Access until/)).toHaveValue('2099-01-31');
  });
});

describe('GrantDialog', () => {
  const member = { id: 'mem_5', firstName: 'Lakshmi', lastName: 'Vemuri' };
  const grantUrl = routeUrl('grantRoomAccess', { params: { dealId, memberId: 'mem_5' } });

  it('starts at View only for 30 days and refuses a day in the past or beyond two years, sending nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url, init) => (init?.method === 'PUT' && url === grantUrl ? { body: aGrant() } : undefined));
    renderWithApi(<GrantDialog dealId={dealId} member={member} onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Share the room with Lakshmi Vemuri' }));
    expect(dialog.getByLabelText('View only')).toBeChecked();
    const until = dialog.getByLabelText(/Access until/);
    expect(until).toHaveValue(addDays(todayInIndia(), 30));
    expect(until).toHaveAttribute('min', todayInIndia());
    expect(until).toHaveAttribute('max', yearsAfter(todayInIndia(), 2));

    await user.clear(until);
    await user.type(until, addDays(todayInIndia(), -1));
    await user.click(dialog.getByRole('button', { name: 'Grant access' }));
    expect(await dialog.findByText(PAST_EXPIRY)).toBeInTheDocument();
    await user.clear(until);
    await user.type(until, addDays(yearsAfter(todayInIndia(), 2), 1));
    await user.click(dialog.getByRole('button', { name: 'Grant access' }));
    expect(await dialog.findByText(FAR_EXPIRY)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', grantUrl)).toHaveLength(0);

    await user.clear(until);
    await user.type(until, todayInIndia());
    await user.click(dialog.getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', grantUrl)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', grantUrl)[0])).toEqual({ canDownload: false, expiresOn: todayInIndia() });
  });

  it('asks for a day when the date is left empty', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => undefined);
    renderWithApi(<GrantDialog dealId={dealId} member={member} onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog'));
    await user.clear(dialog.getByLabelText(/Access until/));
    await user.click(dialog.getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', grantUrl)).toHaveLength(0);
  });
});

describe('DealRoomPage: the founder’s forms', () => {
  it('saves room settings with the watermark hint, a cleared expiry as none and the deck switch', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(aDeal({ room: { ...aDeal().room!, expiryDate: '2027-01-31' } }), '?tab=settings', (url, init) =>
      init?.method === 'PATCH' && url === at('updateDeal') ? { body: aDeal() } : undefined,
    );
    const watermark = await screen.findByLabelText(/^Watermark/);
    expect(watermark).toHaveValue('Confidential · {name} · {email} · {date}');
    expect(screen.getByText(/\{name\}, \{email\} and \{date\} become the viewer’s name, e-mail and the day/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.clear(screen.getByLabelText(/Room expiry date/));
    await user.click(screen.getByRole('checkbox', { name: 'Let deal-flow members view the pitch deck without a grant' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', at('updateDeal'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PATCH', at('updateDeal'))[0])).toEqual({
      roomName: 'Godavari PayTech seed room',
      roomDescription: '',
      watermarkTemplate: 'Confidential · {name} · {email} · {date}',
      roomExpiryDate: null,
      deckOpenToDealFlow: true,
    });
  });

  it('saves the founder’s details, an emptied one sent blank so it is cleared', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(aDeal(), '', (url, init) => (init?.method === 'PATCH' && url === at('updateDeal') ? { body: aDeal() } : undefined));
    const financials = await screen.findByLabelText(/^Financials/);
    await user.type(financials, 'ARR ₹1.2Cr');
    await user.clear(screen.getByLabelText(/^Traction/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', at('updateDeal'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PATCH', at('updateDeal'))[0])).toEqual({
      useOfFunds: '40% hiring, 60% go-to-market',
      traction: '',
      financials: 'ARR ₹1.2Cr',
      teamBios: '',
    });
  });
});
