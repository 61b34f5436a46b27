import type { MemberResult } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDirectoryMember } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { marked, queryOf, searchAnswer, type SearchStub } from '../../../test/search-fixtures';
import { DirectoryPage } from './directory-page';

const SEARCH = routeUrl('searchMembers');

/** The directory over a stubbed member search: `answer(query)` for each GET /api/search/members. */
function open(path: string, answer: (query: URLSearchParams) => SearchStub<MemberResult>) {
  const fetchMock = stubFetch((url) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.split('?')[0] === SEARCH) return searchAnswer(answer(queryOf(url)));
    if (url.split('?')[0] === routeUrl('listMembers')) return { body: [] };
    return undefined;
  });
  renderWithApi(
    <>
      <DirectoryPage />
      <Where />
    </>,
    path,
  );
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const searches = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', SEARCH).map(([url]) => queryOf(String(url)));

describe('DirectoryPage member cards', () => {
  it('shows the reputation once computed, and marks a badge staff confirmed', async () => {
    open('/directory', () => ({
      results: [
        {
          member: aDirectoryMember({
            id: 'm1',
            firstName: 'Sita',
            lastName: 'Devi',
            badges: ['exporter'],
            confirmedBadges: ['exporter'],
            reputationScore: 125,
            title: 'Export Director',
          }),
        },
        { member: aDirectoryMember({ id: 'm2', firstName: 'Ravi', lastName: 'Kumar', badges: ['investor'] }) },
      ],
    }));
    const sita = (await screen.findAllByText(/Sita Devi/))[0]!.closest('.member-card') as HTMLElement;
    expect(within(sita).getByText('Reputation 125')).toBeInTheDocument();
    expect(within(sita).getByText('Export Director')).toBeInTheDocument();
    expect(within(sita).getByTitle('Confirmed by the club')).toHaveTextContent('Exporter ✓');
    const ravi = screen.getAllByText(/Ravi Kumar/)[0]!.closest('.member-card') as HTMLElement;
    expect(within(ravi).queryByText(/Reputation/)).not.toBeInTheDocument();
    expect(within(ravi).queryByText('Export Director')).not.toBeInTheDocument();
    expect(within(ravi).getByTitle('Self-declared')).toHaveTextContent('Investor');
  });
});

describe('DirectoryPage search', () => {
  it('searches the text from the address, marks the matched words and says how many were found', async () => {
    const fetchMock = open('/directory?q=reddy', (query) => ({
      total: 41,
      results:
        query.get('q') === 'reddy'
          ? [{ member: aDirectoryMember({ id: 'm7', firstName: 'Lakshmi', lastName: 'Reddy' }), highlights: { name: marked('Lakshmi [Reddy]') } }]
          : [],
      next: 'c2',
    }));
    expect(await screen.findByText('41 members found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('reddy');
    const card = screen.getByText('Reddy', { selector: 'mark' }).closest('.member-card') as HTMLElement;
    expect(card).toHaveTextContent('Lakshmi Reddy');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(searches(fetchMock)[0]!.get('q')).toBe('reddy');
  });

  it('offers the facets with counts, and a chosen facet filters the search and goes into the address', async () => {
    const fetchMock = open('/directory?q=rao', (query) => ({
      results: [{ member: aDirectoryMember({ id: 'm1', firstName: 'Anil', lastName: 'Rao', chapters: ['USA'] }) }],
      total: query.get('chapter') ? 1 : 3,
      facets: {
        chapter: [
          { value: 'USA', count: 1 },
          { value: 'AP-Vizag', count: 2 },
        ],
        badge: [{ value: 'exporter', count: 2 }],
        verified: [{ value: 'true', count: 1 }],
        companyId: [{ value: 'co_1', label: 'Krishna Delta Rice Mills', count: 2 }],
      },
    }));
    const chapter = await screen.findByLabelText('Chapter');
    expect(
      within(chapter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'USA (1)', 'AP-Vizag (2)']);
    expect(within(screen.getByLabelText('Badge')).getByRole('option', { name: 'Exporter (2)' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Company')).getByRole('option', { name: 'Krishna Delta Rice Mills (2)' })).toBeInTheDocument();
    await userEvent.selectOptions(chapter, 'USA');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=rao&chapter=USA'));
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    expect(searches(fetchMock).at(-1)!.toString()).toBe('q=rao&chapter=USA');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\?q=rao$/));
  });

  it('sends the typed text after a pause, replacing the address’s q', async () => {
    const fetchMock = open('/directory', (query) => ({
      results: query.get('q') ? [{ member: aDirectoryMember({ firstName: 'Pavan', lastName: 'Kalyan' }) }] : [],
    }));
    await screen.findByText('No members found');
    await userEvent.type(screen.getByLabelText('Search members'), 'pavan');
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?q=pavan');
    // No q at first (everyone, newest first), then the whole word once: not one search per key.
    expect(searches(fetchMock).map((q) => q.get('q'))).toEqual([null, 'pavan']);
  });

  it('when nothing is found, says so and searches the did-you-mean', async () => {
    open('/directory?q=Pavn', (query) =>
      query.get('q') === 'pavan'
        ? { results: [{ member: aDirectoryMember({ firstName: 'Pavan', lastName: 'Kalyan' }) }] }
        : { results: [], didYouMean: 'pavan' },
    );
    expect(await screen.findByText('No members found for “Pavn”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'pavan' }));
    expect(await screen.findByText('Pavan Kalyan')).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('pavan');
    expect(screen.getByTestId('where')).toHaveTextContent('?q=pavan');
  });
});
