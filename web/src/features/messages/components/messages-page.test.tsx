import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageThread } from '@club/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aThread, ME, OTHER } from '../../../test/message-fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { MessagesPage } from './messages-page';

const THREADS = routeUrl('listMessageThreads');
const SETTINGS = routeUrl('getMessageSettings');

/** The inbox over `inbox` and `blocked` threads; read receipts as given. */
function open({ inbox = [], blocked = [], path = '/messages' }: { inbox?: MessageThread[]; blocked?: MessageThread[]; path?: string } = {}) {
  let readReceipts = true;
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (method === 'GET' && url.split('?')[0] === THREADS) {
      const view = new URL(url, 'http://x').searchParams.get('view');
      return { body: view === 'blocked' ? blocked : inbox };
    }
    if (url === SETTINGS && method === 'GET') return { body: { readReceipts } };
    if (url === SETTINGS && method === 'PUT') {
      readReceipts = (JSON.parse(String(init?.body)) as { readReceipts: boolean }).readReceipts;
      return { body: { readReceipts } };
    }
    if (method === 'POST' && url === routeUrl('blockMessageThread', { params: { threadId: 'thr_9' } })) return { body: aThread({ id: 'thr_9' }) };
    return undefined;
  });
  renderWithApi(<MessagesPage />, path);
  return fetchMock;
}

afterEach(() => vi.useRealTimers());

describe('the inbox', () => {
  it('asks for new activity every 30 seconds while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = open({ inbox: [aThread()] });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(callsTo(fetchMock, 'GET', THREADS)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(30_000));

    await waitFor(() => expect(callsTo(fetchMock, 'GET', THREADS)).toHaveLength(2));
  });

  it('lists threads with the other member, the last message, its age, the unread count and a muted mark', async () => {
    open({
      inbox: [
        aThread({ unread: 3 }),
        aThread({
          id: 'thr_2',
          other: { id: 'mem_3', firstName: 'Srinivas', lastName: 'Naidu' },
          unread: 0,
          muted: true,
          lastMessage: { senderId: ME, preview: 'Thanks!', sentAt: '2026-11-30T09:00:00.000Z' },
        }),
        aThread({ id: 'thr_3', unread: 0, lastMessage: { senderId: OTHER, preview: '', sentAt: '2026-11-29T09:00:00.000Z', deleted: true } }),
      ],
    });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second, third] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/messages/thr_1');
    expect(first).toHaveTextContent('Padma Rao');
    expect(first).toHaveTextContent('See you at the summit');
    expect(first).toHaveTextContent('3 unread');
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2026-12-01T09:00:00.000Z');
    expect(first!.querySelector('time')).toHaveTextContent(/ ago$/);
    expect(second).toHaveTextContent('You: Thanks!');
    expect(second).toHaveTextContent('Muted');
    expect(second).not.toHaveTextContent('unread');
    expect(third).toHaveTextContent('Message deleted');
  });

  it('says how to start a conversation when there is none', async () => {
    open();

    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText(/Message button on a connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Network' })).toHaveAttribute('href', '/network-graph');
  });

  it('shows skeletons while the list loads', () => {
    stubFetch(() => new Promise<never>(() => undefined));
    renderWithApi(<MessagesPage />, '/messages');

    expect(screen.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
  });

  it('links to the blocked members, where one can be unblocked', async () => {
    const user = userEvent.setup();
    const fetchMock = open({ blocked: [aThread({ id: 'thr_9', blockedByMe: true })], path: '/messages?view=blocked' });

    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(list).getByText('Padma Rao', { selector: '.person-chip__name' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Unblock Padma Rao' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('blockMessageThread', { params: { threadId: 'thr_9' } }))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('blockMessageThread', { params: { threadId: 'thr_9' } }))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ on: false });
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/messages');
  });

  it('offers the blocked list from the inbox', async () => {
    open({ inbox: [aThread()] });

    expect(await screen.findByRole('link', { name: 'Blocked members' })).toHaveAttribute('href', '/messages?view=blocked');
  });

  it('turns read receipts off', async () => {
    const user = userEvent.setup();
    const fetchMock = open();

    const toggle = await screen.findByRole('switch', { name: 'Read receipts' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription('When off, nobody sees “Seen” from you and you don’t see it from others.');
    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    const [, init] = callsTo(fetchMock, 'PUT', SETTINGS)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ readReceipts: false });
  });
});
