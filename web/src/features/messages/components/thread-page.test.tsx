import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_CURSOR_HEADER, THREAD_POLL_MS, type Message, type ThreadPage } from '@club/shared';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMessage, aThread, aThreadPage, ME, OTHER } from '../../../test/message-fixtures';
import { aMember } from '../../../test/render-app';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { MessageThreadPage } from './thread-page';

const params = { threadId: 'thr_1' };
const THREAD = routeUrl('getMessageThread', { params });
const SEND = routeUrl('sendMessage', { params });
const READ = routeUrl('markThreadRead', { params });
const msgUrl = (messageId: string) => routeUrl('editMessage', { params: { ...params, messageId } });

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

interface Server {
  /** The newest page, read on every poll. */
  page: ThreadPage;
  /** The page after the newest one (cursor `older`), when there is one. */
  older?: Message[];
  /** Answers to sends, in order; a send past them posts the message. */
  sendAnswers?: Answer[];
  etag?: string;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The thread screen over a stub server that answers 304 to the current ETag. */
function open(server: Server, entryState?: { context: string }) {
  const state = { ...server, etag: server.etag ?? '"v1"', sendAnswers: [...(server.sendAnswers ?? [])] };
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (method === 'GET' && url === THREAD) {
      if (headers['If-None-Match'] === state.etag) return { status: 304 };
      return { body: state.page, headers: { ETag: state.etag, ...(state.older ? { [NEXT_CURSOR_HEADER]: 'older' } : {}) } };
    }
    if (method === 'GET' && url === `${THREAD}?cursor=older`) return { body: { ...state.page, messages: state.older ?? [] } };
    if (method === 'POST' && url === READ) return { body: { unread: 0 } };
    if (method === 'POST' && url === SEND) {
      const next = state.sendAnswers.shift();
      if (next) return next;
      const sent = JSON.parse(String(init?.body)) as { body: string };
      return { body: aMessage({ id: 'msg_new', senderId: ME, body: sent.body, sentAt: new Date().toISOString() }) };
    }
    if (method === 'PATCH' && url.startsWith(`${THREAD}/messages/`)) return { body: aMessage({ senderId: ME }) };
    if (method === 'DELETE' && url.startsWith(`${THREAD}/messages/`)) return { body: aMessage({ senderId: ME, deleted: true, body: '' }) };
    if (method === 'POST' && url === routeUrl('reportMessageThread', { params })) return { body: { reportId: 'rep_1' } };
    if (method === 'POST' && url === routeUrl('blockMessageThread', { params })) return { body: aThread({ blockedByMe: true }) };
    if (method === 'POST' && url === routeUrl('muteMessageThread', { params })) return { body: aThread({ muted: true }) };
    return undefined;
  });
  const rendered = renderWithApi(
    <>
      <Routes>
        <Route path="/messages/:threadId" element={<MessageThreadPage />} />
        <Route path="/messages" element={<p>Inbox</p>} />
      </Routes>
      <Location />
    </>,
    { pathname: '/messages/thr_1', state: entryState },
  );
  return { fetchMock, state, ...rendered };
}

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;
const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.message__body, .message__deleted')?.textContent);

afterEach(() => vi.useRealTimers());

describe('a conversation', () => {
  it('shows the other member, why the two can talk, and the messages oldest first; earlier ones load above', async () => {
    const user = userEvent.setup();
    open({
      page: aThreadPage({
        thread: aThread({
          reasons: [
            { kind: 'connection', since: '2026-03-03T10:00:00.000Z' },
            { kind: 'introduction', since: '2026-04-01T10:00:00.000Z', introducerName: 'Ravi Teja' },
          ],
        }),
        messages: [
          aMessage({ id: 'm3', body: 'third', sentAt: '2026-12-01T09:03:00.000Z' }),
          aMessage({ id: 'm2', senderId: ME, body: 'second', sentAt: '2026-12-01T09:02:00.000Z' }),
        ],
      }),
      older: [aMessage({ id: 'm1', body: 'first', sentAt: '2026-12-01T09:01:00.000Z' })],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation with Padma Rao' })).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: 'Why you can talk' })).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual(['Connected since 3 Mar 2026', 'Introduced by Ravi Teja']);
    expect(messageTexts()).toEqual(['second', 'third']);

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));

    await waitFor(() => expect(messageTexts()).toEqual(['first', 'second', 'third']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('keeps line breaks and makes only http and https addresses links', async () => {
    open({ page: aThreadPage({ messages: [aMessage({ body: 'Line one\nLine two https://example.com/deck\njavascript:alert(1) ftp://files.example.com' })] }) });

    const body = await screen.findByText(/Line one/);
    expect(body.textContent).toBe('Line one\nLine two https://example.com/deck\njavascript:alert(1) ftp://files.example.com');
    const links = within(body).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/deck']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('shows "Seen" only under the member’s last message, and only when the other has read that one', async () => {
    const messages = [
      aMessage({ id: 'm3', senderId: ME, body: 'mine, later', sentAt: '2026-12-01T09:03:00.000Z' }),
      aMessage({ id: 'm2', senderId: ME, body: 'mine, earlier', sentAt: '2026-12-01T09:02:00.000Z' }),
    ];
    const { state, queryClient } = open({ page: aThreadPage({ messages, seenMessageId: 'm3' }) });

    await screen.findByText('mine, later');
    const seen = screen.getAllByText('Seen');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.closest('li')).toHaveTextContent('mine, later');

    state.page = aThreadPage({ messages, seenMessageId: 'm2' });
    state.etag = '"v2"';
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/messages/threads', 'thr_1'], exact: true }));

    await waitFor(() => expect(screen.queryByText('Seen')).not.toBeInTheDocument());
  });

  it('reads the thread on opening', async () => {
    const { fetchMock } = open({ page: aThreadPage() });

    await waitFor(() => expect(callsTo(fetchMock, 'POST', READ)).toHaveLength(1));
  });

  it('polls with the last ETag: a 304 keeps the messages, a new message from the other is shown and read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, state } = open({ page: aThreadPage({ messages: [aMessage({ id: 'm1', body: 'Hello' })] }) });
    await screen.findByText('Hello');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', READ)).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(THREAD_POLL_MS));

    await waitFor(() => expect(callsTo(fetchMock, 'GET', THREAD)).toHaveLength(2));
    expect((callsTo(fetchMock, 'GET', THREAD)[1]![1]?.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', READ)).toHaveLength(1);

    state.page = aThreadPage({
      messages: [aMessage({ id: 'm2', body: 'Are you there?', sentAt: '2026-12-01T09:05:00.000Z' }), aMessage({ id: 'm1', body: 'Hello' })],
    });
    state.etag = '"v2"';
    await act(() => vi.advanceTimersByTimeAsync(THREAD_POLL_MS));

    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    expect(messageTexts()).toEqual(['Hello', 'Are you there?']);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', READ)).toHaveLength(2));
  });
});

describe('sending', () => {
  it('posts the body with a client key on Enter, and clears the box', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage() });
    const box = await screen.findByRole('textbox', { name: 'Message Padma Rao' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(box, 'Hi Padma{Shift>}{Enter}{/Shift}Lunch on Friday?{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND)).toHaveLength(1));
    const sent = bodyOf(callsTo(fetchMock, 'POST', SEND)[0]!) as { body: string; clientKey: string };
    expect(sent.body).toBe('Hi Padma\nLunch on Friday?');
    expect(sent.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows the server’s reason when a send is refused, keeps the text, and retries with the same key', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      page: aThreadPage(),
      sendAnswers: [{ status: 429, body: { message: 'You are sending messages too fast. Try again in 40 seconds.' } }],
    });
    const box = await screen.findByRole('textbox', { name: 'Message Padma Rao' });
    await user.type(box, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Try again in 40 seconds.');
    expect(box).toHaveValue('Hello again');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND)).toHaveLength(2));
    const [first, retry] = callsTo(fetchMock, 'POST', SEND).map((call) => bodyOf(call) as { clientKey: string });
    expect(retry!.clientKey).toBe(first!.clientKey);
    await waitFor(() => expect(box).toHaveValue(''));

    await user.type(box, 'Next one{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND)).toHaveLength(3));
    expect((bodyOf(callsTo(fetchMock, 'POST', SEND)[2]!) as { clientKey: string }).clientKey).not.toBe(first!.clientKey);
  });

  it('shows a 403’s reason under the composer', async () => {
    const user = userEvent.setup();
    open({ page: aThreadPage(), sendAnswers: [{ status: 403, body: { message: 'You are no longer connected with Padma Rao.' } }] });
    await user.type(await screen.findByRole('textbox', { name: 'Message Padma Rao' }), 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('You are no longer connected with Padma Rao.');
  });

  it('carries what the thread was opened from on the next message only', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage() }, { context: 'Godavari PayTech' });
    const box = await screen.findByRole('textbox', { name: 'Message Padma Rao' });
    expect(screen.getByText(/About: Godavari PayTech/)).toBeInTheDocument();

    await user.type(box, 'About your raise{Enter}');
    await waitFor(() => expect(screen.queryByText(/About: Godavari PayTech/)).not.toBeInTheDocument());
    await user.type(box, 'And one more thing{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, 'POST', SEND).map((call) => bodyOf(call) as { context?: string });
    expect(first!.context).toBe('Godavari PayTech');
    expect(second!.context).toBeUndefined();
  });

  it('counts the characters near the 4,000 limit', async () => {
    open({ page: aThreadPage() });
    const box = await screen.findByRole('textbox', { name: 'Message Padma Rao' });
    expect(box).toHaveAttribute('maxLength', '4000');

    fireEvent.change(box, { target: { value: 'a'.repeat(3_000) } });
    expect(screen.queryByText(/\/ 4,000/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(3_850) } });

    expect(screen.getByText('3,850 / 4,000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('3,850 / 4,000');
  });

  it('says why the member cannot send instead of the composer', async () => {
    open({ page: aThreadPage({ thread: aThread({ canSend: false, reasons: [], cannotSendReason: 'You and Padma Rao are no longer connected.' }) }) });

    expect(await screen.findByText('You and Padma Rao are no longer connected.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the member’s own messages', () => {
  const recent = () => new Date(Date.now() - 60_000).toISOString();

  it('offers Edit on a recent own message, Delete on any own message, and nothing on the other’s', async () => {
    const user = userEvent.setup();
    open({
      page: aThreadPage({
        messages: [
          aMessage({ id: 'm3', senderId: ME, body: 'recent', sentAt: recent() }),
          aMessage({ id: 'm2', senderId: OTHER, body: 'theirs', sentAt: '2026-12-01T09:02:00.000Z' }),
          aMessage({ id: 'm1', senderId: ME, body: 'old', sentAt: '2026-12-01T09:01:00.000Z' }),
        ],
      }),
    });
    await screen.findByText('recent');
    const item = (text: string) => screen.getByText(text).closest('li')!;

    expect(within(item('theirs')).queryByRole('button', { name: /^Options for your message of / })).not.toBeInTheDocument();
    await user.click(within(item('old')).getByRole('button', { name: /^Options for your message of / }));
    expect(within(item('old')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(item('old')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(item('recent')).getByRole('button', { name: /^Options for your message of / }));
    expect(within(item('recent')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('edits a recent message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage({ messages: [aMessage({ id: 'm3', senderId: ME, body: 'Helo', sentAt: recent() })] }) });
    await user.click(await screen.findByRole('button', { name: /^Options for your message of / }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(input);
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', msgUrl('m3'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PATCH', msgUrl('m3'))[0]!)).toEqual({ body: 'Hello' });
  });

  it('deletes after a confirmation; a deleted message reads "Message deleted" and marks edited ones', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      page: aThreadPage({
        messages: [
          aMessage({ id: 'm3', senderId: ME, body: 'Oops', sentAt: '2026-12-01T09:03:00.000Z' }),
          aMessage({ id: 'm2', senderId: OTHER, body: 'Fixed', editedAt: '2026-12-01T09:02:30.000Z', sentAt: '2026-12-01T09:02:00.000Z' }),
          aMessage({ id: 'm1', senderId: OTHER, body: '', deleted: true, sentAt: '2026-12-01T09:01:00.000Z' }),
        ],
      }),
    });
    await screen.findByText('Oops');
    expect(messageTexts()).toEqual(['Message deleted', 'Fixed', 'Oops']);
    expect(screen.getByText('Fixed').closest('li')).toHaveTextContent('edited');

    await user.click(screen.getByRole('button', { name: /^Options for your message of / }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(callsTo(fetchMock, 'DELETE', msgUrl('m3'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', msgUrl('m3'))).toHaveLength(1));
  });
});

describe('the thread’s actions', () => {
  it('reports with a reason and details, and says the report went to staff', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage() });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report your conversation with Padma Rao' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');

    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Asked for money');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Report sent to the club’s staff')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', routeUrl('reportMessageThread', { params }));
    expect(calls.map(bodyOf)).toEqual([{ reason: 'scam', details: 'Asked for money' }]);
  });

  it('blocks after a confirmation and returns to the inbox', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage() });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Padma Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/));
    expect(callsTo(fetchMock, 'POST', routeUrl('blockMessageThread', { params })).map(bodyOf)).toEqual([{ on: true }]);
  });

  it('mutes the thread', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ page: aThreadPage() });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('muteMessageThread', { params })).map(bodyOf)).toEqual([{ on: true }]));
  });
});
