import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aNudge } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { NudgeStrip } from './nudge-strip';

const LIST = routeUrl('listSmartNudges');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The strip with a nudge list that changes after a write (`after`), and where the router is. */
function setup(nudges: unknown[], after: unknown[] = nudges) {
  let written = false;
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST') {
      written = true;
      const id = decodeURIComponent(url.split('/')[3]!);
      return { body: { ...aNudge({ id }), state: url.endsWith('/dismiss') ? 'dismissed' : 'actioned' } };
    }
    if (url.startsWith(LIST)) return { body: written ? after : nudges };
    return undefined;
  });
  renderWithApi(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NudgeStrip />
            <Where />
          </>
        }
      />
    </Routes>,
    '/network-graph',
  );
  return fetchMock;
}

describe('NudgeStrip', () => {
  it('asks for 3 and shows at most the first 3, each with its type icon and label, Priority, title and message', async () => {
    const fetchMock = setup([
      aNudge(),
      aNudge({ id: 'n2', type: 'location_overlap', priority: 3, title: 'Dubai next week', message: 'Lakshmi Devi is in Dubai 4–6 Dec.' }),
      aNudge({ id: 'n3', type: 'business_opportunity', priority: 2, title: 'Spices buyer', message: 'A company imports HS 0904.' }),
      aNudge({ id: 'n4', type: 'mutual_interest', priority: 1, title: 'Fourth nudge' }),
    ]);
    const cards = await screen.findAllByTestId('nudge');
    expect(cards).toHaveLength(3);
    expect(screen.queryByText('Fourth nudge')).not.toBeInTheDocument();
    expect(String(callsTo(fetchMock, 'GET', LIST)[0]![0])).toContain('limit=3');
    const first = within(cards[0]!);
    expect(first.getByText('Introduction Suggestion')).toBeInTheDocument();
    expect(first.getByText('👥')).toBeInTheDocument();
    expect(first.getByText('High priority')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Medium priority')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Low priority')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'Meet Suresh Naidu' })).toBeInTheDocument();
    expect(first.getByText('You share 3 mutual connections and an interest in Capital.')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Location Overlap')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Business Opportunity')).toBeInTheDocument();
  });

  it('shows the action button only with an action URL, labelled by the action label or Take Action; Dismiss always', async () => {
    setup([
      aNudge(),
      aNudge({ id: 'n2', title: 'No label', actionLabel: undefined, actionUrl: '/events' }),
      aNudge({ id: 'n3', title: 'No URL', actionUrl: undefined, actionLabel: 'Ignored label' }),
    ]);
    const [labelled, unlabelled, noUrl] = await screen.findAllByTestId('nudge');
    expect(within(labelled!).getByRole('button', { name: 'Request Introduction' })).toBeInTheDocument();
    expect(within(unlabelled!).getByRole('button', { name: 'Take Action' })).toBeInTheDocument();
    expect(within(noUrl!).queryByRole('button', { name: /Take Action|Ignored label/ })).not.toBeInTheDocument();
    for (const card of [labelled, unlabelled, noUrl]) expect(within(card!).getByRole('button', { name: /^Dismiss/ })).toBeInTheDocument();
  });

  it('Dismiss posts and refetches: the nudge leaves the strip', async () => {
    const user = userEvent.setup();
    const fetchMock = setup([aNudge(), aNudge({ id: 'n2', title: 'Second' })], [aNudge({ id: 'n2', title: 'Second' })]);
    await user.click(await screen.findByRole('button', { name: 'Dismiss: Meet Suresh Naidu' }));
    await waitFor(() => expect(screen.queryByText('Meet Suresh Naidu')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', routeUrl('dismissSmartNudge', { params: { id: 'nudge_1' } }))).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', LIST).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('Take Action posts, toasts, refetches and opens the action URL', async () => {
    const user = userEvent.setup();
    const fetchMock = setup([aNudge()], []);
    await user.click(await screen.findByRole('button', { name: 'Request Introduction' }));
    expect(await screen.findByText('Action taken successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('actOnSmartNudge', { params: { id: 'nudge_1' } }))).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/network-graph?tab=second-degree&intro=mem_3&via=mem_2'));
    await waitFor(() => expect(screen.queryByTestId('nudge')).not.toBeInTheDocument());
  });

  it('shows nothing without nudges', async () => {
    const fetchMock = setup([]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Smart Nudges' })).not.toBeInTheDocument();
  });
});
