import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aPost } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { CreatePostDialog, parseTags } from './create-post-dialog';

const forums = [{ id: 'forum-trade', title: 'Trade & Exports', topicTag: 'trade', postCount: 3, memberCount: 2 }];

function setup(postAnswer: () => { status: number; body: unknown } | Promise<never>) {
  const fetchMock = stubFetch((url, init) => {
    if (url.startsWith(routeUrl('listForums'))) return { body: forums };
    if (url === routeUrl('createPost') && init?.method === 'POST') return postAnswer();
    if (url.startsWith(routeUrl('listPosts'))) return { body: [] };
    return undefined;
  });
  const onClose = vi.fn();
  renderWithApi(<CreatePostDialog open onClose={onClose} />);
  return { fetchMock, onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Title/), 'Reefer partner at Kakinada');
  await user.type(screen.getByLabelText(/Body/), 'Need 40 ft reefers to Rotterdam.');
  await screen.findByRole('option', { name: 'Trade & Exports' });
  await user.selectOptions(screen.getByLabelText(/Forum/), 'forum-trade');
  await user.type(screen.getByLabelText(/Tags/), ' shrimp, , EU ');
}

describe('CreatePostDialog', () => {
  it('splits tags on commas, trims them and drops empty ones', () => {
    expect(parseTags(' shrimp, , EU ,')).toEqual(['shrimp', 'EU']);
  });

  it('shows the required-fields toast and sends nothing when a required field is empty', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(() => ({ status: 201, body: aPost() }));
    await user.type(screen.getByLabelText(/Title/), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('createPost'))).toHaveLength(0);
  });

  it('reads "Creating..." and is disabled while pending, then toasts, refreshes the lists, resets and closes', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, onClose } = setup(() => ({ status: 201, body: aPost() }));
    // The POST answers once the gate opens.
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === routeUrl('createPost') && init?.method === 'POST') {
        await gate;
        return new Response(JSON.stringify(aPost()), { status: 201 });
      }
      if (url.startsWith(routeUrl('listForums'))) return new Response(JSON.stringify(forums));
      return new Response('[]');
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createPost'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Reefer partner at Kakinada',
      body: 'Need 40 ft reefers to Rotterdam.',
      type: 'ask',
      forumId: 'forum-trade',
      tags: ['shrimp', 'EU'],
    });
    expect(screen.getByLabelText(/Title/)).toHaveValue('');
    // The forum counts are read again after the post.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('listForums')).length).toBeGreaterThan(1));
  });

  it('toasts the failure message and keeps the form when the server refuses', async () => {
    const user = userEvent.setup();
    const { onClose } = setup(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Reefer partner at Kakinada');
  });
});
