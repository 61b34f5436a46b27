import type { MemberRole, StaffTicket } from '@club/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCmSlot } from '../../../test/culture-fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import {
  aColleague,
  anAuditEntry,
  aStaffCmRequest,
  aStaffCulturalRequest,
  aStaffDarshanPlan,
  aStaffMember,
  aStaffMemberDetail,
  aStaffTicket,
  aStaffTicketDetail,
  aTicketMessage,
} from '../../../test/staff-fixtures';
import { aTradeRequestDetail } from '../../../test/trade-fixtures';
import { aDeal, aLogEntry } from '../../../test/deal-room-fixtures';
import { aDataRequest } from '../../../test/privacy-fixtures';
import { StaffConsolePage } from './staff-console-page';
import { searchAnswer } from '../../../test/search-fixtures';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (url: string, init: RequestInit | undefined) => Answer | undefined;

const ME = 'staff_1';
const LISTS = [
  'listStaffTickets',
  'listStaffDarshanPlans',
  'listTradeRequestQueue',
  'listStaffCulturalRequests',
  'listStaffCmRequests',
  'listAuditLog',
  'listCmAvailableSlots',
  'listDataRequests',
  'listMessageReports',
] as const;
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const GET = (url: string, init: RequestInit | undefined) => (init?.method ?? 'GET') === 'GET' && url;
const path = (url: string) => url.split('?')[0];

/** The console at `at` for a member of `role`; `handle` answers first, then the colleagues and empty lists. */
function setup(at: string, { role = 'staff', handle }: { role?: MemberRole; handle?: Handler } = {}) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember({ id: ME, firstName: 'Anita', lastName: 'Varma', role }) };
    const answer = handle?.(url, init);
    if (answer) return answer;
    if (!GET(url, init)) return undefined;
    if (url === routeUrl('listColleagues')) return { body: [aColleague(), aColleague({ id: ME, firstName: 'Anita', lastName: 'Varma', role: 'admin' })] };
    if (LISTS.some((id) => path(url) === routeUrl(id))) return { body: [] };
    if (path(url) === routeUrl('searchStaffMembers')) return searchAnswer({ results: [] });
    return undefined;
  });
  renderWithApi(<StaffConsolePage />, at);
  return fetchMock;
}

/** A ticket whose status moves with the staff's POSTs, read back by the detail route. */
function ticketServer({ conflict }: { conflict?: string } = {}) {
  let ticket: StaffTicket = aStaffTicket();
  const detail = () =>
    aStaffTicketDetail({ ...ticket, thread: [aTicketMessage(), aTicketMessage({ id: 'msg2', author: 'staff', body: 'We have filed it.' })] });
  const handle: Handler = (url, init) => {
    if (GET(url, init) && path(url) === routeUrl('listStaffTickets')) return { body: [ticket] };
    if (GET(url, init) && url === routeUrl('getStaffTicket', { params: { ticketId: 't1' } })) return { body: detail() };
    if (init?.method !== 'POST') return undefined;
    if (conflict) {
      ticket = { ...ticket, status: 'assigned', assignedTo: 'staff_2' };
      return { status: 409, body: { message: conflict } };
    }
    const body = JSON.parse(String(init.body)) as { assigneeId?: string; status?: StaffTicket['status']; resolution?: string };
    if (url.endsWith('/assign')) ticket = { ...ticket, status: 'assigned', assignedTo: body.assigneeId ?? ME };
    if (url.endsWith('/status')) ticket = { ...ticket, status: body.status!, ...(body.resolution ? { resolution: body.resolution } : {}) };
    return { body: ticket };
  };
  return handle;
}

describe('StaffConsolePage: access', () => {
  it('tells a member it is for staff only, without tabs or staff calls', async () => {
    const fetchMock = setup('/staff', { role: 'member' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([routeUrl('getAuthUser')]);
  });

  it('gives staff the six queues, festival dates, message reports, data requests, exchange rates and failed mail', async () => {
    setup('/staff');
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Concierge',
      'Darshan',
      'Trade',
      'Cultural',
      'Festival dates',
      'Meet The CM',
      'Members',
      'Message reports',
      'Data requests',
      'Exchange rates',
      'Failed mail',
    ]);
  });

  it('shows admins the Audit log and Deal rooms tabs', async () => {
    setup('/staff', { role: 'admin' });
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Concierge',
      'Darshan',
      'Trade',
      'Cultural',
      'Festival dates',
      'Meet The CM',
      'Members',
      'Message reports',
      'Data requests',
      'Exchange rates',
      'Failed mail',
      'Audit log',
      'Deal rooms',
    ]);
  });

  it('opens the first queue for staff who follow an Audit log link, and never reads the log', async () => {
    const fetchMock = setup('/staff?tab=audit');

    expect(await screen.findByRole('tab', { name: 'Concierge' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('No open tickets');
    expect(callsTo(fetchMock, 'GET', routeUrl('listAuditLog'))).toHaveLength(0);
  });
});

describe('StaffConsolePage: concierge tickets', () => {
  it('lists open tickets by default and another status from the filter, with its empty state', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff');

    expect(await screen.findByText('No open tickets')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listStaffTickets', { query: { status: 'open' } }))).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');

    expect(await screen.findByText('No in progress tickets')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listStaffTickets', { query: { status: 'in_progress' } }))).toHaveLength(1);
  });

  it('puts the most urgent tickets first', async () => {
    setup('/staff', {
      handle: (url, init) =>
        GET(url, init) && path(url) === routeUrl('listStaffTickets')
          ? { body: [aStaffTicket({ id: 'a', title: 'Low one', priority: 'low' }), aStaffTicket({ id: 'b', title: 'Urgent one', priority: 'urgent' })] }
          : undefined,
    });

    const rows = await screen.findAllByTestId('queue-row');

    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(['Urgent one', 'Low one']);
  });

  it('opens a ticket with the member’s context and thread; Assign to me, then Resolve, each sending the status shown', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff', { handle: ticketServer() });
    await user.click(await screen.findByRole('button', { name: 'Business visa for Dubai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));

    const member = within(await dialog.findByRole('region', { name: 'Member' }));
    expect(member.getByRole('heading', { name: 'Padma Rao' })).toBeInTheDocument();
    expect(member.getByText('Verified')).toBeInTheDocument();
    expect(member.getByText('Godavari Aqua Exports')).toBeInTheDocument();
    expect(member.getByText('AP-Vizag, UAE')).toBeInTheDocument();
    expect(member.getByRole('link', { name: 'padma@example.com' })).toHaveAttribute('href', 'mailto:padma@example.com');
    const thread = dialog.getAllByTestId('thread-message');
    expect(thread[0]!.firstElementChild).toHaveTextContent(/^Member /);
    expect(thread[1]!.firstElementChild).toHaveTextContent(/^Club team Staff /);
    expect(dialog.queryByRole('form', { name: 'Resolve' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Assign to me' }));

    expect(await screen.findByText('Ticket assigned to you')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('assignStaffTicket', { params: { ticketId: 't1' } }))[0])).toEqual({ from: 'open' });
    await waitFor(() => expect(dialog.getByTestId('ticket-status')).toHaveTextContent('Assigned'));
    expect(dialog.getByText('you')).toBeInTheDocument();

    const resolve = within(dialog.getByRole('form', { name: 'Resolve' }));
    await user.click(resolve.getByRole('button', { name: 'Resolve' }));
    expect(await resolve.findByText('Resolution is required')).toBeInTheDocument();
    await user.type(resolve.getByLabelText(/Resolution/), 'E-visa issued and sent by e-mail.');
    await user.click(resolve.getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Ticket resolved')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('setStaffTicketStatus', { params: { ticketId: 't1' } }))[0])).toEqual({
      status: 'resolved',
      from: 'assigned',
      resolution: 'E-visa issued and sent by e-mail.',
    });
    await waitFor(() => expect(dialog.getByTestId('ticket-status')).toHaveTextContent('Resolved'));
    expect(dialog.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('assigns to a colleague chosen from the list', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?item=t1', { handle: ticketServer() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Kiran Naidu' })).toBeInTheDocument());

    await user.selectOptions(dialog.getByLabelText('Colleague'), 'staff_2');
    await user.click(dialog.getByRole('button', { name: 'Assign to colleague' }));

    expect(await screen.findByText('Ticket assigned')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('assignStaffTicket', { params: { ticketId: 't1' } }))[0])).toEqual({
      assigneeId: 'staff_2',
      from: 'open',
    });
    await waitFor(() => expect(dialog.getByText('Kiran Naidu', { selector: 'dd' })).toBeInTheDocument());
  });

  it('says another staff member got there first on a 409, with the API’s reason, and shows the ticket as it is now', async () => {
    const user = userEvent.setup();
    const reason = 'Another staff member got there first: this ticket is now assigned';
    const fetchMock = setup('/staff?item=t1', { handle: ticketServer({ conflict: reason }) });
    const dialog = within(await screen.findByRole('dialog', { name: 'Business visa for Dubai' }));

    await user.click(await dialog.findByRole('button', { name: 'Assign to me' }));

    const toast = within(screen.getByRole('status', { name: '' }));
    expect(await toast.findByText('Another staff member got there first')).toBeInTheDocument();
    expect(toast.getByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('getStaffTicket', { params: { ticketId: 't1' } }))).toHaveLength(2));
    await waitFor(() => expect(dialog.getByTestId('ticket-status')).toHaveTextContent('Assigned'));
  });

  it('sends a reply to the member', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?item=t1', {
      handle: (url, init) =>
        init?.method === 'POST' && url.endsWith('/messages')
          ? { body: aTicketMessage({ id: 'r1', author: 'staff', body: 'On it.' }) }
          : ticketServer()(url, init),
    });
    const reply = within(await screen.findByRole('form', { name: 'Reply' }));

    await user.type(reply.getByLabelText('Reply to the member'), 'On it.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('replyStaffTicket', { params: { ticketId: 't1' } }))[0])).toEqual({ body: 'On it.' });
  });
});

describe('StaffConsolePage: darshan, trade, cultural', () => {
  it('confirms a submitted darshan plan with its details and shows the linked ticket', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=darshan', {
      handle: (url, init) => {
        if (GET(url, init) && path(url) === routeUrl('listStaffDarshanPlans')) return { body: [aStaffDarshanPlan()] };
        if (GET(url, init) && url === routeUrl('getStaffDarshanPlan', { params: { planId: 'dp1' } })) return { body: aStaffDarshanPlan() };
        if (init?.method === 'POST') return { body: { ...aStaffDarshanPlan(), status: 'confirmed' } };
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: '15-17 December 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Darshan plan' }));
    expect(await dialog.findByRole('link', { name: 't9' })).toHaveAttribute('href', '/staff?tab=concierge&item=t9');

    await user.type(dialog.getByLabelText(/Confirmation details/), 'Special entry darshan, 16 Dec, 10:00 am');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Darshan plan confirmed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('setDarshanPlanStatus', { params: { planId: 'dp1' } }))[0])).toEqual({
      status: 'confirmed',
      confirmationDetails: 'Special entry darshan, 16 Dec, 10:00 am',
    });
    // The queue opened on submitted plans and is read again after the confirmation.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('listStaffDarshanPlans', { query: { status: 'submitted' } }))).toHaveLength(2));
  });

  it('completes an HS mapping with the confirmed code; completing needs a message', async () => {
    const user = userEvent.setup();
    const request = aTradeRequestDetail({
      id: 'tr5',
      type: 'hs_mapping',
      status: 'processing',
      memberId: 'mem_7',
      memberName: 'Padma Rao',
      hsCode: undefined,
      requestDetails: { productDescription: 'Frozen vannamei shrimp' },
      response: {},
    });
    const fetchMock = setup('/staff?tab=trade&status=processing&item=tr5', {
      handle: (url, init) => {
        if (GET(url, init) && url === routeUrl('getTradeRequest', { params: { requestId: 'tr5' } })) return { body: request };
        if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: aStaffMemberDetail() };
        if (init?.method === 'POST') return { body: { ...request, status: 'completed' } };
        return undefined;
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'HS Code Mapping' }));
    expect(await dialog.findByRole('heading', { name: 'Padma Rao' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Move to processing' })).not.toBeInTheDocument();
    const complete = within(dialog.getByRole('form', { name: 'Complete' }));

    await user.click(complete.getByRole('button', { name: 'Complete' }));
    expect(await complete.findByText('A response message is required to complete or fail a request')).toBeInTheDocument();
    await user.type(complete.getByLabelText('Answer to the member'), 'Classified under 0306.17.');
    await user.type(complete.getByLabelText('Confirmed HS code'), '030617');
    await user.click(complete.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Request completed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('setTradeRequestStatus', { params: { requestId: 'tr5' } }))[0])).toEqual({
      status: 'completed',
      message: 'Classified under 0306.17.',
      confirmedHsCode: '030617',
    });
  });

  it('answers a cultural request, which closes the dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=cultural', {
      handle: (url, init) => {
        if (GET(url, init) && path(url) === routeUrl('listStaffCulturalRequests')) return { body: [aStaffCulturalRequest()] };
        if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: aStaffMemberDetail() };
        if (init?.method === 'POST') return { body: { ...aStaffCulturalRequest(), isResolved: true, response: 'Done' } };
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Translation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Translation request' }));

    await user.type(dialog.getByRole('textbox', { name: /^Answer/ }), 'మా విశాఖ ప్లాంట్ ప్రారంభోత్సవానికి ఆహ్వానం');
    await user.click(dialog.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('answerCulturalRequest', { params: { requestId: 'cr1' } }))[0])).toEqual({
      response: 'మా విశాఖ ప్లాంట్ ప్రారంభోత్సవానికి ఆహ్వానం',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('StaffConsolePage: Meet The CM', () => {
  const slot = aCmSlot({
    id: 'slot9',
    date: '2030-01-15',
    startTime: '2030-01-15T04:30:00.000Z',
    endTime: '2030-01-15T05:15:00.000Z',
    durationMinutes: 45,
    location: 'Secretariat, Amaravati',
  });
  const handle: Handler = (url, init) => {
    if (GET(url, init) && path(url) === routeUrl('listStaffCmRequests')) return { body: [aStaffCmRequest()] };
    if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: aStaffMemberDetail() };
    if (GET(url, init) && url === routeUrl('listCmAvailableSlots', { query: { date: '2030-01-15' } })) return { body: [slot] };
    if (init?.method === 'POST' && url === routeUrl('publishCmSlot')) return { status: 201, body: slot };
    if (init?.method === 'POST') return { body: { ...aStaffCmRequest(), status: (JSON.parse(String(init.body)) as { status: 'scheduled' }).status } };
    return undefined;
  };

  it('shows who asked with their title and company, and “Member” for requests stored before', async () => {
    const requester = { id: 'mem_7', firstName: 'Sunitha', lastName: 'Rao', title: 'Managing Director', companyName: 'Godavari Aqua Exports', verified: true };
    setup('/staff?tab=cm', {
      handle: (url, init) =>
        GET(url, init) && path(url) === routeUrl('listStaffCmRequests')
          ? { body: [aStaffCmRequest({ requester }), aStaffCmRequest({ id: 'cm2', subject: 'Older request' })] }
          : undefined,
    });
    const table = within(await screen.findByRole('table', { name: /Meet The CM requests/ }));
    const [first, second] = table.getAllByRole('row').slice(1);
    const chip = within(within(first!).getByTestId('person-chip'));
    expect(chip.getByText('Sunitha Rao')).toBeInTheDocument();
    expect(chip.getByText('Managing Director · Godavari Aqua Exports')).toBeInTheDocument();
    expect(chip.getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    expect(within(second!).queryByTestId('person-chip')).toBeNull();
    expect(within(second!).getByRole('cell', { name: 'Member' })).toBeInTheDocument();
  });

  it('publishes a slot in India time', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=cm', { handle });
    await user.click(await screen.findByRole('button', { name: 'Publish slot' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish a meeting slot' }));

    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2030-01-15' } });
    fireEvent.change(dialog.getByLabelText('Start time (IST)'), { target: { value: '10:00' } });
    await user.selectOptions(dialog.getByLabelText('Duration'), '45');
    await user.type(dialog.getByLabelText('Location'), 'Secretariat, Amaravati');
    await user.click(dialog.getByRole('button', { name: 'Publish slot' }));

    expect(await screen.findByText('Slot published')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('publishCmSlot'))[0])).toEqual({
      startTime: '2030-01-15T04:30:00.000Z',
      durationMinutes: 45,
      location: 'Secretariat, Amaravati',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('schedules a request into an open slot of its preferred day, and declining needs a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=cm', { handle });
    await user.click(await screen.findByRole('button', { name: 'Food processing unit in Kakinada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Food processing unit in Kakinada' }));

    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByText('A reason is required to decline a request')).toBeInTheDocument();

    await user.click(await dialog.findByRole('radio', { name: /Secretariat, Amaravati/ }));
    await user.click(dialog.getByRole('button', { name: 'Schedule into this slot' }));

    expect(await screen.findByText('Meeting scheduled')).toBeInTheDocument();
    const sent = bodyOf(callsTo(fetchMock, 'POST', routeUrl('setCmRequestStatus', { params: { requestId: 'cm1' } }))[0]) as { status: string; note: string };
    expect(sent.status).toBe('scheduled');
    expect(sent.note).toMatch(/^Meeting slot: Tue 15 Jan 2030, 10:00 am – 10:45 am IST · Secretariat, Amaravati$/);
    await waitFor(() => expect(dialog.getByTestId('cm-status')).toHaveTextContent('Scheduled'));
  });
});

describe('StaffConsolePage: members and the audit log', () => {
  const memberHandle =
    (detail = aStaffMemberDetail()): Handler =>
    (url, init) => {
      if (GET(url, init) && path(url) === routeUrl('searchStaffMembers')) return searchAnswer({ results: [{ member: aStaffMember() }] });
      if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: detail };
      if (init?.method === 'POST') return { body: aStaffMember({ verified: true }) };
      return undefined;
    };

  it('lists members with their standing, searches by q, and verifies one', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members', { handle: memberHandle() });
    expect(within((await screen.findAllByTestId('queue-row'))[0]!).getByText('Not verified')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search members'), 'padma');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('searchStaffMembers', { query: { q: 'padma' } }))).toHaveLength(1));

    const row = (await screen.findAllByTestId('queue-row'))[0]!;
    await user.click(within(row).getByRole('button', { name: 'Padma Rao' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));
    expect(dialog.getByText('72.5')).toBeInTheDocument();
    expect(dialog.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Role', { selector: 'select' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Member verified')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('verifyMember', { params: { memberId: 'mem_7' } }))[0])).toEqual({ verified: true });
  });

  it('confirms a self-declared badge', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', { handle: memberHandle() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));

    await user.click(dialog.getByRole('button', { name: 'Confirm Exporter' }));

    expect(await screen.findByText('Exporter badge confirmed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('setMemberBadge', { params: { memberId: 'mem_7' } }))[0])).toEqual({
      badge: 'exporter',
      action: 'confirm',
    });
  });

  it('lets an admin change a role only after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', { role: 'admin', handle: memberHandle() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));

    await user.selectOptions(await dialog.findByLabelText('Role', { selector: 'select' }), 'staff');
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Make Padma Rao a staff?');
    expect(callsTo(fetchMock, 'POST', routeUrl('setMemberRole', { params: { memberId: 'mem_7' } }))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirm role change' }));

    expect(await screen.findByText('Role set to Staff')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('setMemberRole', { params: { memberId: 'mem_7' } }))[0])).toEqual({ role: 'staff' });
  });

  it('shows admins the audit log with the change, IP and user agent, filtered by target type', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=audit', {
      role: 'admin',
      handle: (url, init) => (GET(url, init) && path(url) === routeUrl('listAuditLog') ? { body: [anAuditEntry()] } : undefined),
    });

    const row = (await screen.findAllByTestId('queue-row'))[0]!;
    expect(within(row).getByText('Anita Varma')).toBeInTheDocument();
    expect(within(row).getByText('member.verify')).toBeInTheDocument();
    expect(within(row).getByText('{"verified":false} → {"verified":true}')).toBeInTheDocument();
    expect(within(row).getByText(/203\.0\.113\.9/)).toHaveTextContent('Mozilla/5.0 (X11; Linux x86_64)');

    await user.selectOptions(screen.getByLabelText('Target type'), 'concierge_ticket');

    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('listAuditLog', { query: { targetType: 'concierge_ticket' } }))).toHaveLength(1));
  });

  it('lists every deal for admins and opens a room’s access log with member, page time and client', async () => {
    const user = userEvent.setup();
    const logUrl = routeUrl('listStaffAccessLog', { params: { dealId: 'op1' } });
    const fetchMock = setup('/staff?tab=deals', {
      role: 'admin',
      handle: (url, init) => {
        if (!GET(url, init)) return undefined;
        if (path(url) === routeUrl('listStaffDeals')) return { body: [aDeal({ myAccess: { role: 'admin', canView: true, canDownload: false } })] };
        if (path(url) === logUrl) return { body: [aLogEntry({ network: '203.0.113.0/24' })] };
        return undefined;
      },
    });

    const row = (await screen.findAllByTestId('queue-row'))[0]!;
    expect(within(row).getByText('Srinivas Rao')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', logUrl)).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Godavari PayTech' }));

    expect(await screen.findByRole('heading', { name: 'Access log of Godavari PayTech' })).toBeInTheDocument();
    const entry = (await screen.findAllByTestId('queue-row'))[0]!;
    expect(within(entry).getByText('Lakshmi Vemuri (mem_5)')).toBeInTheDocument();
    expect(within(entry).getByText('page 3 · 45 s')).toBeInTheDocument();
    expect(within(entry).getByText(/Chrome on macOS/)).toHaveTextContent('203.0.113.0/24');
    expect(screen.getByRole('link', { name: 'Open the room' })).toHaveAttribute('href', '/investors/deals/op1');
  });
});

describe('StaffConsolePage: failed mail', () => {
  const failed = {
    id: 'mail-1',
    to: 'kavya.reddy@example.com',
    template: 'rsvp-confirmed',
    category: 'events',
    status: 'failed' as const,
    attempts: 5,
    lastError: 'Throttling: Rate exceeded',
    createdAt: '2026-11-26T09:00:00.000Z',
    failedAt: '2026-11-26T09:20:00.000Z',
  };

  it('lists mails that failed after their retries, and Retry puts one back in the outbox', async () => {
    let listed = [failed];
    const fetchMock = setup('/staff?tab=mail', {
      handle: (url, init) => {
        if (GET(url, init) && path(url) === routeUrl('listFailedMails')) return { body: listed };
        if (init?.method === 'POST' && url === routeUrl('retryFailedMail', { params: { mailId: 'mail-1' } })) {
          listed = [];
          return { body: { ...failed, status: 'pending', attempts: 0 } };
        }
        return undefined;
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Failed mail' }));
    const [row] = table.getAllByRole('row').slice(1);
    expect(within(row!).getByText('kavya.reddy@example.com')).toBeInTheDocument();
    expect(within(row!).getByText('Throttling: Rate exceeded')).toBeInTheDocument();
    expect(within(row!).getByText('rsvp-confirmed')).toBeInTheDocument();

    await userEvent.click(within(row!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No failed mail')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('retryFailedMail', { params: { mailId: 'mail-1' } }))).toHaveLength(1);
  });
});

describe('StaffConsolePage: data requests', () => {
  it('lists open requests soonest due with days left, marks overdue ones, filters by status and kind, and unfolds the history', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const inDays = (days: number) => new Date(now + days * 86_400_000 + 60_000).toISOString();
    const fetchMock = setup('/staff?tab=data', {
      handle: (url, init) =>
        GET(url, init) && path(url) === routeUrl('listDataRequests')
          ? {
              body: [
                aDataRequest({ id: 'dr1', dueAt: inDays(-3) }),
                aDataRequest({
                  id: 'dr2',
                  kind: 'export',
                  dueAt: inDays(12),
                  member: { id: 'mem_8', firstName: 'Ravi', lastName: 'Teja' },
                  history: [
                    { at: '2026-11-20T10:00:00Z', action: 'requested', by: 'member' },
                    { at: '2026-11-20T10:05:00Z', action: 'ready', by: 'system', note: '2 MB' },
                  ],
                }),
              ],
            }
          : undefined,
    });

    const [overdue, onTime] = await screen.findAllByTestId('queue-row');
    expect(callsTo(fetchMock, 'GET', routeUrl('listDataRequests', { query: { status: 'open' } }))).toHaveLength(1);
    expect(within(overdue!).getByText('Padma Rao')).toBeInTheDocument();
    expect(within(overdue!).getByText('Deletion')).toBeInTheDocument();
    expect(within(overdue!).getByText('3 days overdue')).toBeInTheDocument();
    expect(within(onTime!).getByText('Copy of data')).toBeInTheDocument();
    expect(within(onTime!).getByText('12 days left')).toBeInTheDocument();
    expect(within(onTime!).queryByText(/overdue/)).not.toBeInTheDocument();

    const history = within(onTime!).getByText('History (2)');
    expect(within(onTime!).getByText(/Ready by system \(2 MB\)/)).not.toBeVisible();
    await user.click(history);
    expect(within(onTime!).getByText(/Ready by system \(2 MB\)/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.selectOptions(screen.getByLabelText('Kind'), 'deletion');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('listDataRequests', { query: { status: 'completed', kind: 'deletion' } }))).toHaveLength(1));
  });

  it('says when a queue is empty', async () => {
    setup('/staff?tab=data');
    expect(await screen.findByText('No open data requests')).toBeInTheDocument();
  });
});

describe('StaffConsolePage: suspension', () => {
  const suspensionUrl = routeUrl('setMemberSuspension', { params: { memberId: 'mem_7' } });
  const suspensionHandle =
    (detail = aStaffMemberDetail()): Handler =>
    (url, init) => {
      if (GET(url, init) && path(url) === routeUrl('searchStaffMembers')) return searchAnswer({ results: [{ member: aStaffMember() }] });
      if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: detail };
      if (init?.method === 'POST' && url === suspensionUrl) {
        const { suspended } = JSON.parse(String(init.body)) as { suspended: boolean };
        detail = suspended ? { ...detail, suspendedAt: '2026-12-05T10:00:00Z' } : { ...detail, suspendedAt: undefined };
        const { reputation: _reputation, ...member } = detail;
        return { body: member };
      }
      return undefined;
    };

  it('lets an admin suspend a member only after confirming, then shows since when', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', { role: 'admin', handle: suspensionHandle() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));

    await user.click(await dialog.findByRole('button', { name: 'Suspend member' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Suspend Padma Rao? They are signed out everywhere');
    expect(callsTo(fetchMock, 'POST', suspensionUrl)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirm suspension' }));

    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', suspensionUrl)[0])).toEqual({ suspended: true });
    expect(await dialog.findByText(/^Suspended since 5 Dec 2026/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it('reinstates a suspended member after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', {
      role: 'admin',
      handle: suspensionHandle(aStaffMemberDetail({ suspendedAt: '2026-12-01T10:00:00Z' })),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));
    expect(dialog.getByText(/^Suspended since 1 Dec 2026/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Reinstate' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm reinstatement' }));

    expect(await screen.findByText('Member reinstated')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', suspensionUrl)[0])).toEqual({ suspended: false });
    await waitFor(() => expect(dialog.queryByText(/^Suspended since/)).not.toBeInTheDocument());
  });

  it('gives staff who are not admins no suspension buttons', async () => {
    setup('/staff?tab=members&item=mem_7', { handle: suspensionHandle() });
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));
    await dialog.findByRole('button', { name: 'Verify' });
    expect(dialog.queryByRole('button', { name: 'Suspend member' })).not.toBeInTheDocument();
  });
});
