import type { PostResult } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aPost } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { marked, queryOf, searchAnswer, type SearchStub } from '../../../test/search-fixtures';
import { ForumsPage } from './forums-page';

const SEARCH = routeUrl('searchPosts');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function open(path: string, answer: (query: URLSearchParams) => SearchStub<PostResult>) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.split('?')[0] === SEARCH) return searchAnswer(answer(queryOf(url)));
    if ((init?.method ?? 'GET') === 'GET' && url.split('?')[0] === routeUrl('getMyActivity')) {
      return { body: { posts: 0, listings: 0, jobs: 0, savedPosts: 0, savedJobs: 0, applications: 0 } };
    }
    return (init?.method ?? 'GET') === 'GET' ? { body: [] } : undefined;
  });
  renderWithApi(
    <>
      <ForumsPage />
      <Where />
    </>,
    path,
  );
  return fetchMock;
}

describe('Forums search', () => {
  it('lists the posts and replies the text finds, marked, with the forum facet; a reply’s match shows under its post', async () => {
    const fetchMock = open('/forums?q=reefer', (query) => ({
      total: query.get('forumId') ? 1 : 2,
      results: [
        { post: aPost({ id: 'p1', title: 'Reefer partners wanted' }), highlights: { title: marked('[Reefer] partners wanted') } },
        {
          post: aPost({ id: 'p2', title: 'Rotterdam shipping' }),
          reply: { id: 'r1', authorName: 'Sita Devi', createdAt: '2026-11-21T10:00:00Z' },
          highlights: { reply: marked('…we used a [reefer] line…') },
        },
      ],
      facets: { forumId: [{ value: 'forum-trade', label: 'Trade & Exports', count: 2 }], type: [{ value: 'ask', count: 2 }] },
    }));
    expect(await screen.findByText('2 posts found')).toBeInTheDocument();
    expect(screen.getByText('Reefer', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(/Reply by Sita Devi/)).toBeInTheDocument();
    expect(screen.getByText('reefer', { selector: 'mark' }).closest('.post-search__reply')).not.toBeNull();
    // The recent-discussions list is replaced by the results while searching.
    expect(screen.queryByRole('heading', { name: 'Recent Discussions' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Forum'), 'forum-trade');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=reefer&forumId=forum-trade'));
    expect(await screen.findByText('1 post found')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SEARCH).map(([url]) => queryOf(String(url)).get('forumId'))).toEqual([null, 'forum-trade']);

    await userEvent.click(
      within(screen.getByText('Reefer', { selector: 'mark' }).closest('.post-card') as HTMLElement).getByRole('button', {
        name: 'Open Reefer partners wanted',
      }),
    );
    // The post opens as any post does (its dialog reads it).
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('getPost', { params: { postId: 'p1' } }))).not.toHaveLength(0));
  });

  it('without a text shows the forums as before, and typing searches', async () => {
    const fetchMock = open('/forums', () => ({ results: [{ post: aPost({ id: 'p9', title: 'Cold chain in Vizag' }) }] }));
    expect(await screen.findByRole('heading', { name: 'Recent Discussions' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SEARCH)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Search posts and replies'), 'cold');
    expect(await screen.findByText('1 post found')).toBeInTheDocument();
    expect(screen.getByText('Cold chain in Vizag')).toBeInTheDocument();
  });
});
