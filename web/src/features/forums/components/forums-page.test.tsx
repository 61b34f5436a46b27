import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember, renderApp } from '../../../test/render-app';
import { callsTo, stubFetch } from '../../../test/render-with-api';

const author = { id: 'a1', firstName: 'Ramesh', lastName: 'Reddy', badges: ['exporter'], chapters: ['AP-Vizag'] };
const post = (id: string, title: string, topicTag = 'trade', forumId = 'f-trade') => ({
  id,
  title,
  body: `${title} body`,
  type: 'ask',
  tags: [],
  forumId,
  topicTag,
  createdAt: '2026-11-20T10:00:00Z',
  interestCount: 0,
  replyCount: 0,
  author,
});
const forums = [
  { id: 'f-trade', title: 'Trade & Exports', description: 'd'.repeat(100), topicTag: 'trade', postCount: 4, memberCount: 9 },
  { id: 'f-capital', title: 'Capital & Funding', topicTag: 'capital', postCount: 3, memberCount: 2 },
];

/** The forum screen's reads; GET paths answer from `answers` (exact URL first, then prefix). */
function stub(answers: Record<string, unknown> = {}) {
  const all: Record<string, unknown> = {
    [routeUrl('listForums')]: forums,
    [routeUrl('listPosts', { query: { forumId: 'f-capital' } })]: [post('c1', 'Series A for agritech', 'capital', 'f-capital')],
    [routeUrl('listPosts', { query: { author: 'me' } })]: [post('m1', 'My own question')],
    [routeUrl('listPosts')]: [post('p1', 'Reefer partners wanted')],
    [routeUrl('getMyActivity')]: { posts: 7, listings: 0, jobs: 0, savedPosts: 1, savedJobs: 0, applications: 0 },
    [routeUrl('listSavedItems', { query: { kind: 'post' } })]: [{ kind: 'post', itemId: 'b1', savedAt: 'x', post: post('b1', 'A bookmarked thread') }],
    ...answers,
  };
  return stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if ((init?.method ?? 'GET') !== 'GET') return undefined;
    const key = url in all ? url : Object.keys(all).find((prefix) => url.startsWith(prefix) && !url.includes('?'));
    return key ? { body: all[key] } : { body: [] };
  });
}

describe('Business Forums', () => {
  it('shows the forums with cut descriptions, recent discussions and the activity counts', async () => {
    stub();
    renderApp('/forums');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Forums' })).toBeInTheDocument();
    expect(await screen.findByText(`${'d'.repeat(80)}...`)).toBeInTheDocument();
    expect(screen.getByText('4 posts · 9 members')).toBeInTheDocument();
    expect(await screen.findByText('Reefer partners wanted')).toBeInTheDocument();
    const activity = within(screen.getByRole('complementary', { name: 'Forum sidebar' }));
    const value = (term: string) => activity.getByText(term).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Your Posts')).toBe('7'));
    expect(value('Total Posts')).toBe('7');
    expect(value('Active Forums')).toBe('2');
  });

  it("shows a forum's own posts from its card's View", async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    const { location } = renderApp('/forums');
    await user.click(await screen.findByRole('button', { name: 'View Capital & Funding' }));
    expect(await screen.findByRole('heading', { name: 'Capital & Funding' })).toBeInTheDocument();
    expect(await screen.findByText('Series A for agritech')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listPosts', { query: { forumId: 'f-capital' } }))).toHaveLength(1);
    expect(location().search).toBe('?forumId=f-capital');
  });

  it('opens a topic tab from the URL and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    stub({ [routeUrl('listPosts', { query: { topic: 'capital' } })]: [post('c1', 'Series A for agritech', 'capital')] });
    renderApp('/forums?topic=capital');
    expect(await screen.findByRole('tab', { name: 'Capital' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Series A for agritech')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Capital' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tech' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tech' })).toHaveFocus();
    expect(await screen.findByText('No Tech discussions yet. Start the conversation!')).toBeInTheDocument();
  });

  it('lists My Posts and Bookmarks from the quick actions, and opens the notifications panel', async () => {
    const user = userEvent.setup();
    const fetchMock = stub();
    renderApp('/forums');
    await user.click(await screen.findByRole('button', { name: 'My Posts' }));
    expect(await screen.findByText('My own question')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listPosts', { query: { author: 'me' } }))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Bookmarks' }));
    expect(await screen.findByText('A bookmarked thread')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listSavedItems', { query: { kind: 'post' } }))).toHaveLength(1);

    const sidebar = within(screen.getByRole('complementary', { name: 'Forum sidebar' }));
    expect(screen.getByRole('button', { name: 'Notifications', expanded: false })).toBeInTheDocument();
    await user.click(sidebar.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('region', { name: 'Notifications panel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications', expanded: true })).toHaveFocus();
    // The panel's list loads when it first opens.
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it('opens Create Post from ?create=post and a post from ?post=', async () => {
    stub({
      [routeUrl('getPost', { params: { postId: 'p1' } })]: { ...post('p1', 'Reefer partners wanted'), interested: false },
      [routeUrl('listPostReplies', { params: { postId: 'p1' } })]: [],
    });
    const first = renderApp('/forums?create=post');
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
    first.unmount();
    renderApp('/forums?post=p1');
    expect(await screen.findByRole('dialog', { name: 'Reefer partners wanted' })).toBeInTheDocument();
  });

  it('shows the empty states when there are no forums and no posts', async () => {
    stub({ [routeUrl('listForums')]: [], [routeUrl('listPosts')]: [] });
    renderApp('/forums');
    expect(await screen.findByText('No forums available yet.')).toBeInTheDocument();
    expect(await screen.findByText('No posts available yet. Be the first to start a discussion!')).toBeInTheDocument();
  });
});
