import type { GlobalSearchAnswer, SearchHit } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { marked } from '../../../test/search-fixtures';
import { GlobalSearchBox } from './global-search-box';

const hit = (overrides: Partial<SearchHit>): SearchHit => ({ kind: 'members', id: 'x', title: 'X', href: '/x', highlights: {}, ...overrides });

const PAVAN: GlobalSearchAnswer = {
  groups: [
    {
      kind: 'members',
      total: 7,
      hits: [
        hit({
          id: 'm1',
          title: 'Pavan Kalyan',
          subtitle: 'Jana Foods',
          href: '/directory?q=Pavan+Kalyan',
          highlights: { name: marked('[Pavan] Kalyan'), title: marked('[Pavan]s job title') },
        }),
        hit({ id: 'm2', title: 'Pavani Rao', href: '/directory?q=Pavani+Rao' }),
      ],
    },
    { kind: 'posts', total: 1, hits: [hit({ kind: 'posts', id: 'p1', title: 'Pavan’s export tips', href: '/forums?post=p1' })] },
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The box over a stubbed GET /api/search answering `answers[q]` (nothing found otherwise). */
function open(answers: Record<string, GlobalSearchAnswer>) {
  const fetchMock = stubFetch((url) => {
    if (url.split('?')[0] !== routeUrl('searchAll')) return undefined;
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    return { body: answers[q] ?? { groups: [] } };
  });
  renderWithApi(
    <>
      <GlobalSearchBox />
      <Where />
    </>,
  );
  return fetchMock;
}

const combobox = () => screen.getByRole('combobox', { name: 'Search the club' });

describe('GlobalSearchBox', () => {
  it('groups the hits by kind under headings, marks the matched words and offers "See all" for a kind with more', async () => {
    open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    const list = await screen.findByRole('listbox');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', list.id);
    const members = within(list).getByRole('group', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pavan KalyanJana Foods', 'Pavani Rao', 'See all 7 members']);
    expect(within(members).getAllByRole('option')[0]!.querySelector('mark')).toHaveTextContent('Pavan');
    // A member's line is their name, marked from `name` (their `title` is their job title).
    expect(within(members).getAllByRole('option')[0]).not.toHaveTextContent('job title');
    // Every hit of the posts group is shown: no "See all" there.
    expect(within(within(list).getByRole('group', { name: 'Forum posts' })).getAllByRole('option')).toHaveLength(1);
  });

  it('moves the active option with Down, Up, Home and End, and Enter opens it', async () => {
    open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    const options = await screen.findAllByRole('option');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{Home}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{End}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // The hit's own link (the server's: a member opens as the directory's search for their name).
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?q=Pavani+Rao');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a post over the forums, as its href says', async () => {
    open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    await userEvent.click(await screen.findByRole('option', { name: 'Pavan’s export tips' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/forums?post=p1');
  });

  it('"See all" opens the kind’s search page with the text', async () => {
    open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    await userEvent.click(await screen.findByRole('option', { name: 'See all 7 members' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?q=Pavan');
  });

  it('Escape closes the list, then clears the text', async () => {
    open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Pavan');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('says nothing was found, and "did you mean" searches the suggestion', async () => {
    const fetchMock = open({ Pavn: { groups: [], didYouMean: 'pavan' }, pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavn');
    expect(await screen.findByText('Nothing found for “Pavn”.')).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'pavan' }));
    expect(await screen.findByRole('option', { name: /Kalyan/ })).toBeInTheDocument();
    expect(combobox()).toHaveValue('pavan');
    expect(callsTo(fetchMock, 'GET', routeUrl('searchAll', { query: { q: 'pavan' } }))).toHaveLength(1);
  });

  it('asks once after typing pauses, not once per key', async () => {
    const fetchMock = open({ Pavan: PAVAN });
    await userEvent.type(combobox(), 'Pavan');
    await screen.findByRole('listbox');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('searchAll'))).toHaveLength(1));
  });
});
