import type { MessageReport, StaffMemberDetail } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aStaffMember, aStaffMemberDetail } from '../../../test/staff-fixtures';
import { StaffConsolePage } from './staff-console-page';

type Answer = { status?: number; body?: unknown };
type Handler = (url: string, init: RequestInit | undefined) => Answer | undefined;

const GET = (_url: string, init: RequestInit | undefined) => (init?.method ?? 'GET') === 'GET';
const path = (url: string) => url.split('?')[0];
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

const aReport = (overrides: Partial<MessageReport> = {}): MessageReport => ({
  id: 'rep_1',
  threadId: 'mem_1:mem_2',
  reporter: { id: 'mem_1', firstName: 'Padma', lastName: 'Rao' },
  reported: { id: 'mem_2', firstName: 'Ravi', lastName: 'Kumar' },
  reason: 'harassment',
  details: 'Keeps asking for money',
  messages: [
    { id: 'm1', threadId: 'mem_1:mem_2', senderId: 'mem_2', body: 'Send the money today\nor else', sentAt: '2026-12-01T10:00:00Z' },
    { id: 'm2', threadId: 'mem_1:mem_2', senderId: 'mem_1', body: '<b>No</b>', sentAt: '2026-12-01T10:05:00Z' },
    { id: 'm3', threadId: 'mem_1:mem_2', senderId: 'mem_2', body: '', sentAt: '2026-12-01T10:06:00Z', deleted: true },
  ],
  createdAt: '2026-12-01T11:00:00Z',
  status: 'open',
  senderSuspended: false,
  ...overrides,
});

function setup(at: string, handle: Handler) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember({ id: 'staff_1', firstName: 'Anita', lastName: 'Varma', role: 'staff' }) };
    return handle(url, init);
  });
  renderWithApi(<StaffConsolePage />, at);
  return fetchMock;
}

/** Reports that close (and suspend) with the staff's POSTs, read back by the list route of each status. */
function reportServer() {
  let report = aReport();
  const handle: Handler = (url, init) => {
    if (GET(url, init) && path(url) === routeUrl('listMessageReports')) {
      const status = new URL(url, 'http://localhost').searchParams.get('status') ?? 'open';
      return { body: report.status === status ? [report] : [] };
    }
    if (init?.method === 'POST' && url === routeUrl('resolveMessageReport', { params: { reportId: 'rep_1' } })) {
      const { suspendSender } = JSON.parse(String(init.body)) as { suspendSender: boolean };
      report = { ...report, status: 'closed', senderSuspended: suspendSender };
      return { body: report };
    }
    return undefined;
  };
  return handle;
}

describe('StaffConsolePage: message reports', () => {
  it('shows who reported whom, why, and the reported messages as plain text with their line breaks', async () => {
    setup('/staff?tab=reports', reportServer());
    const report = within(await screen.findByTestId('message-report'));
    expect(report.getByRole('heading', { level: 3 })).toHaveTextContent('Harassment or abuse');
    expect(report.getByText('Reported by').parentElement).toHaveTextContent('Padma Rao');
    expect(report.getByText('Reported member').parentElement).toHaveTextContent('Ravi Kumar');
    expect(report.getByText('Keeps asking for money')).toBeInTheDocument();
    const messages = report.getAllByTestId('reported-message');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent('Ravi Kumar');
    // The body keeps its line break as text, and markup stays text: no element is made of it.
    expect(within(messages[0]!).getByText((_, element) => element?.textContent === 'Send the money today\nor else')).toBeInTheDocument();
    expect(within(messages[1]!).getByText('<b>No</b>')).toBeInTheDocument();
    expect(messages[1]!.querySelector('b')).toBeNull();
    expect(messages[2]).toHaveTextContent('Message deleted');
  });

  it('closes a report, and closes another with the sender suspended from messaging', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=reports', reportServer());
    const resolveUrl = routeUrl('resolveMessageReport', { params: { reportId: 'rep_1' } });
    await user.click(await screen.findByRole('button', { name: 'Close and suspend from messaging' }));
    expect(await screen.findByText('Report closed and member suspended from messaging')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', resolveUrl)[0])).toEqual({ suspendSender: true });
    expect(await screen.findByText('No open message reports')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    const closed = within(await screen.findByTestId('message-report'));
    expect(closed.getByText('Suspended from messaging')).toBeInTheDocument();
    expect(closed.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('opens the reported member’s page', async () => {
    const user = userEvent.setup();
    const handle = reportServer();
    setup('/staff?tab=reports', (url, init) => {
      if (GET(url, init) && path(url) === routeUrl('listStaffMembers')) return { body: [aStaffMember({ id: 'mem_2', firstName: 'Ravi', lastName: 'Kumar' })] };
      if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_2' } }))
        return { body: aStaffMemberDetail({ id: 'mem_2', firstName: 'Ravi', lastName: 'Kumar', messagingSuspendedAt: '2026-12-02T09:00:00Z' }) };
      return handle(url, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Open Ravi Kumar’s page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ravi Kumar' }));
    expect(await dialog.findByRole('button', { name: 'Lift messaging suspension' })).toBeInTheDocument();
  });

  it('closes without suspending', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=reports', reportServer());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Report closed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('resolveMessageReport', { params: { reportId: 'rep_1' } }))[0])).toEqual({ suspendSender: false });
  });
});

describe('StaffConsolePage: a member’s messaging', () => {
  const suspendUrl = routeUrl('setMessagingSuspended', { params: { memberId: 'mem_7' } });
  const messageUrl = routeUrl('staffMessageMember', { params: { memberId: 'mem_7' } });
  const memberServer = (start: StaffMemberDetail = aStaffMemberDetail()): Handler => {
    let detail = start;
    return (url, init) => {
      if (GET(url, init) && path(url) === routeUrl('listStaffMembers')) return { body: [aStaffMember()] };
      if (GET(url, init) && url === routeUrl('getStaffMember', { params: { memberId: 'mem_7' } })) return { body: detail };
      if (init?.method === 'PUT' && url === suspendUrl) {
        const { suspended } = JSON.parse(String(init.body)) as { suspended: boolean };
        detail = { ...detail, messagingSuspendedAt: suspended ? '2026-12-05T10:00:00Z' : undefined };
        return { body: { memberId: 'mem_7', suspended } };
      }
      if (init?.method === 'POST' && url === messageUrl) {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        return { status: 201, body: { id: 'm9', threadId: 'mem_7:staff_1', senderId: 'staff_1', body, sentAt: '2026-12-05T10:00:00Z' } };
      }
      return undefined;
    };
  };

  it('suspends the member from messaging and lifts it', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', memberServer());
    const dialog = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));
    await user.click(await dialog.findByRole('button', { name: 'Suspend from messaging' }));
    expect(await screen.findByText('Suspended from messaging')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', suspendUrl)[0])).toEqual({ suspended: true });
    expect(await dialog.findByText(/^Suspended from messaging since 5 Dec 2026/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Lift messaging suspension' }));
    expect(await screen.findByText('Messaging suspension lifted')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', suspendUrl)[1])).toEqual({ suspended: false });
    await waitFor(() => expect(dialog.queryByText(/^Suspended from messaging since/)).not.toBeInTheDocument());
  });

  it('writes to the member with a fresh client key, and says when the message is empty', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/staff?tab=members&item=mem_7', memberServer());
    const member = within(await screen.findByRole('dialog', { name: 'Padma Rao' }));
    await user.click(await member.findByRole('button', { name: 'Message member' }));
    const compose = within(await screen.findByRole('dialog', { name: 'Message Padma Rao' }));
    await user.click(compose.getByRole('button', { name: 'Send' }));
    expect(callsTo(fetchMock, 'POST', messageUrl)).toHaveLength(0);

    await user.type(compose.getByLabelText('Message'), 'Your membership renewal is due.{Enter}Call us any time.');
    await user.click(compose.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    const sent = bodyOf(callsTo(fetchMock, 'POST', messageUrl)[0]) as { body: string; clientKey: string };
    expect(sent.body).toBe('Your membership renewal is due.\nCall us any time.');
    expect(sent.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message Padma Rao' })).not.toBeInTheDocument());

    await user.click(member.getByRole('button', { name: 'Message member' }));
    const again = within(await screen.findByRole('dialog', { name: 'Message Padma Rao' }));
    await user.type(again.getByLabelText('Message'), 'One more thing.');
    await user.click(again.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', messageUrl)).toHaveLength(2));
    expect((bodyOf(callsTo(fetchMock, 'POST', messageUrl)[1]) as { clientKey: string }).clientKey).not.toBe(sent.clientKey);
  });
});
