import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember, renderApp } from '../../../test/render-app';

const author = { id: 'a1', firstName: 'Ramesh', lastName: 'Reddy', badges: ['exporter'], chapters: ['AP-Vizag'] };
const post = (i: number, topicTag = 'trade') => ({
  id: `p${i}`,
  title: `Post ${i}`,
  body: 'x'.repeat(200),
  type: 'ask',
  tags: [],
  forumId: 'f',
  topicTag,
  createdAt: '2026-11-20T10:00:00Z',
  interestCount: 0,
  replyCount: 0,
  author,
});

/** Routes GETs by path prefix; `never` paths stay pending so skeletons stay up. */
function stub(answers: Record<string, unknown>, never: string[] = []) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === routeUrl('getAuthUser')) return new Response(JSON.stringify(aMember()));
    if (never.some((p) => url.startsWith(p))) return new Promise<Response>(() => {});
    if (url === routeUrl('getGettingStarted')) return new Response(JSON.stringify({ verified: false, checklist: [] }));
    if (url === routeUrl('getSuggestions')) return new Response(JSON.stringify({ people: [], events: [], places: [] }));
    const key = Object.keys(answers).find((p) => url.startsWith(p));
    return new Response(JSON.stringify(key ? answers[key] : []));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('home feed', () => {
  it('shows 3, 4, 2 and 2 skeletons while the feed loads', async () => {
    stub({}, [routeUrl('listPosts'), routeUrl('listTradeListings'), routeUrl('listJobs'), routeUrl('listRoomNights')]);
    renderApp('/');
    const section = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await section('Active Forums')).getAllByTestId('skeleton')).toHaveLength(3);
    expect((await section('Trade Marketplace')).getAllByTestId('skeleton')).toHaveLength(4);
    expect((await section('Executive Opportunities')).getAllByTestId('skeleton')).toHaveLength(2);
    expect((await section('Room Night Exchange')).getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('asks for the slices, cuts post previews at 150 characters and shows recent members', async () => {
    const fetchMock = stub({
      [routeUrl('listPosts')]: [post(1), post(2), post(3)],
      [routeUrl('listMembers')]: [
        { id: 'm1', firstName: 'Sita', lastName: 'Devi', company: null, badges: [], chapters: [], verified: false, confirmedBadges: [], createdAt: 'x' },
        {
          id: 'm2',
          firstName: 'Ravi',
          lastName: 'Rao',
          title: 'CFO',
          company: { id: 'c1', name: 'Godavari Foods' },
          badges: [],
          chapters: [],
          verified: false,
          confirmedBadges: [],
          createdAt: 'x',
        },
      ],
    });
    renderApp('/');
    const forums = within(await screen.findByRole('region', { name: 'Active Forums' }));
    expect(await forums.findAllByText(`${'x'.repeat(150)}...`)).toHaveLength(3);
    expect(forums.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(
      expect.arrayContaining([
        routeUrl('listPosts', { query: { limit: 3 } }),
        routeUrl('listTradeListings', { query: { limit: 4 } }),
        routeUrl('listJobs', { query: { limit: 2 } }),
        routeUrl('listRoomNights', { query: { limit: 2 } }),
      ]),
    );
    const members = within(screen.getByRole('region', { name: 'Recent Members' }));
    expect(await members.findByText('Sita Devi')).toBeInTheDocument();
    // What each member gave, and nothing made up for one who gave none.
    expect(members.getByText('CFO, Godavari Foods')).toBeInTheDocument();
    expect(members.queryByText('Company Executive')).toBeNull();
    expect(screen.getByText('No trade listings yet. Post your first import need or export offer!')).toBeInTheDocument();
    expect(screen.getByText('No room nights available for exchange')).toBeInTheDocument();
  });

  it('links the chips to their forum topic and the plus to a new post', async () => {
    stub({});
    renderApp('/');
    const forums = within(await screen.findByRole('region', { name: 'Active Forums' }));
    expect(forums.getByRole('link', { name: 'Capital' })).toHaveAttribute('href', '/forums?topic=capital');
    expect(screen.getByRole('link', { name: 'Create post' })).toHaveAttribute('href', '/forums?create=post');
    expect(screen.getByRole('link', { name: 'Post Listing' })).toHaveAttribute('href', '/marketplace?create=listing');
  });
});

describe('forum topic tabs', () => {
  it('lists the topic’s posts, and the placeholder when it has none', async () => {
    const user = userEvent.setup();
    const fetchMock = stub({ [routeUrl('listPosts', { query: { topic: 'capital' } })]: [post(7, 'capital')], [routeUrl('listForums')]: [] });
    renderApp('/forums');
    await user.click(await screen.findByRole('tab', { name: 'Capital' }));
    expect(await screen.findByRole('heading', { name: 'Capital Discussions' })).toBeInTheDocument();
    expect(await screen.findByText('Post 7')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(routeUrl('listPosts', { query: { topic: 'capital' } }));
    await user.click(screen.getByRole('tab', { name: 'Hiring' }));
    expect(await screen.findByText('No Hiring discussions yet. Start the conversation!')).toBeInTheDocument();
  });
});
