import { NEXT_CURSOR_HEADER } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PostDialog } from './post-dialog';

const author = { id: 'a1', firstName: 'Ramesh', lastName: 'Reddy', badges: ['exporter'], chapters: ['AP-Vizag'] };
const longBody = `${'Need reefer partners from Kakinada to Rotterdam. '.repeat(6)}Final sentence.`;
const reply = (i: number) => ({ id: `r${i}`, postId: 'p1', body: `Reply number ${i}`, createdAt: '2026-11-20T10:00:00Z', author });

/** A server for one post that keeps its replies, interest and bookmark in memory. */
function server() {
  const state = { replies: [reply(1)], interested: false, interestCount: 0, saved: false };
  const post = () => ({
    id: 'p1',
    title: 'Reefer partners wanted',
    body: longBody,
    type: 'requirement',
    tags: ['shrimp', 'EU'],
    forumId: 'f1',
    topicTag: 'trade',
    createdAt: '2026-11-20T10:00:00Z',
    interestCount: state.interestCount,
    replyCount: state.replies.length + 1, // one more reply waits on the second page
    interested: state.interested,
    author,
  });
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === routeUrl('getPost', { params: { postId: 'p1' } })) return { body: post() };
    if (url === routeUrl('listPostReplies', { params: { postId: 'p1' } }) && method === 'GET')
      return { body: state.replies, headers: { [NEXT_CURSOR_HEADER]: 'page-2' } };
    if (url === routeUrl('listPostReplies', { params: { postId: 'p1' }, query: { cursor: 'page-2' } })) return { body: [reply(2)] };
    if (url === routeUrl('createPostReply', { params: { postId: 'p1' } }) && method === 'POST') {
      const created = { ...reply(9), body: (JSON.parse(String(init?.body)) as { body: string }).body };
      state.replies = [...state.replies, created];
      return { status: 201, body: created };
    }
    if (url === routeUrl('addPostInterest', { params: { postId: 'p1' } })) {
      state.interested = method === 'PUT';
      state.interestCount = state.interested ? 1 : 0;
      return { body: { interested: state.interested, interestCount: state.interestCount } };
    }
    if (url === routeUrl('getSavedItem', { params: { kind: 'post', itemId: 'p1' } })) {
      if (method !== 'GET') state.saved = method === 'PUT';
      return { body: { saved: state.saved } };
    }
    return undefined;
  });
  return { fetchMock, state };
}

describe('PostDialog', () => {
  it('shows the whole body, the tags and the replies, and loads more replies on demand', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server();
    renderWithApi(<PostDialog postId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reefer partners wanted' });
    expect(await within(dialog).findByText(longBody)).toBeInTheDocument();
    expect(within(dialog).getByText('#shrimp')).toBeInTheDocument();
    expect(await within(dialog).findByText('Reply number 1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Reply number 2')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Reply number 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listPostReplies', { params: { postId: 'p1' }, query: { cursor: 'page-2' } }))).toHaveLength(1);
  });

  it('sends a reply, clears the box and shows the new reply count', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server();
    renderWithApi(<PostDialog postId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reefer partners wanted' });
    expect(await within(dialog).findByText('2 replies')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reply' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Your reply'), '  We ship weekly from Kakinada.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));

    expect(await within(dialog).findByText('We ship weekly from Kakinada.')).toBeInTheDocument();
    expect(await within(dialog).findByText('3 replies')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your reply')).toHaveValue('');
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createPostReply', { params: { postId: 'p1' } }))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'We ship weekly from Kakinada.' });
  });

  it('toggles Interested with PUT then DELETE, showing the count and the pressed state', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server();
    renderWithApi(<PostDialog postId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reefer partners wanted' });
    const interested = await within(dialog).findByRole('button', { name: 'Interested' });
    expect(interested).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText('0 interested')).toBeInTheDocument();

    await user.click(interested);
    expect(await within(dialog).findByText('1 interested')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'PUT', routeUrl('addPostInterest', { params: { postId: 'p1' } }))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Interested' }));
    expect(await within(dialog).findByText('0 interested')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo(fetchMock, 'DELETE', routeUrl('removePostInterest', { params: { postId: 'p1' } }))).toHaveLength(1);
  });

  it('bookmarks the post through the saved items', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server();
    renderWithApi(<PostDialog postId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reefer partners wanted' });
    const bookmark = await within(dialog).findByRole('button', { name: /Bookmark/ });
    await waitFor(() => expect(bookmark).toBeEnabled());
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Bookmarked/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetchMock, 'PUT', routeUrl('saveItem', { params: { kind: 'post', itemId: 'p1' } }))).toHaveLength(1);
  });
});
