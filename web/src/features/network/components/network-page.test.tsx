import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aConnection, aConnectionRequest, anIntroduction, aNetworkStats, aNetworkUser, aTravelPlan } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { aThread } from '../../../test/message-fixtures';
import { NetworkPage } from './network-page';

type Lists = {
  connections?: unknown[];
  second?: unknown[];
  third?: unknown[];
  intros?: unknown[];
  incoming?: unknown[];
  outgoing?: unknown[];
  plans?: unknown[];
  overlaps?: unknown[];
  relationship?: unknown;
};

/** A valid answer for each write the page makes (answers are checked against the route's schema in tests). */
function writeAnswer(url: string): unknown {
  const memberId = url.split('/')[5] ?? 'mem_4';
  if (url.endsWith('/accept') && url.includes('/connection-requests/')) return aConnection({ id: memberId });
  if (/\/connection-requests\/[^/]+\/(decline|withdraw)$/.test(url)) return aConnectionRequest({ status: url.endsWith('decline') ? 'declined' : 'withdrawn' });
  if (url === routeUrl('sendConnectionRequest')) return aConnectionRequest({ direction: 'outgoing' });
  if (url.endsWith('/block') || url.startsWith('/api/network/connections/')) return { memberId, relationship: url.endsWith('/block') ? 'blocked' : 'none' };
  if (url.startsWith(routeUrl('listTravelPlans'))) return aTravelPlan({ id: 'plan_3' });
  return anIntroduction({ status: 'approved' });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function setup(lists: Lists | 'loading', path = '/network-graph', user: unknown = aMember()) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return user ? { body: user } : { status: 401, body: { message: 'Unauthorized' } };
    if (url.startsWith(routeUrl('listSmartNudges'))) return { body: [] };
    if (url === routeUrl('getNetworkStats')) return { body: aNetworkStats() };
    if (lists === 'loading') return new Promise<never>(() => {});
    if (init?.method === 'POST' && url === routeUrl('openMessageThread')) return { body: aThread({ id: 'thr_7' }) };
    if (init?.method === 'POST' || init?.method === 'DELETE') return { body: writeAnswer(url) };
    const list = (route: Parameters<typeof routeUrl>[0], items: unknown[] | undefined) =>
      url.startsWith(routeUrl(route as never)) ? { body: items ?? [] } : undefined;
    return (
      list('listConnections', lists.connections) ??
      list('listSecondDegree', lists.second) ??
      list('listThirdDegree', lists.third) ??
      list('listIntroRequests', lists.intros) ??
      list('listIncomingRequests', lists.incoming) ??
      list('listOutgoingRequests', lists.outgoing) ??
      (url.includes('/overlaps') ? { body: lists.overlaps ?? [] } : undefined) ??
      list('listTravelPlans', lists.plans) ??
      (url.startsWith('/api/network/members/') ? { body: lists.relationship } : undefined)
    );
  });
  renderWithApi(
    <>
      <NetworkPage />
      <Location />
    </>,
    path,
  );
  return fetchMock;
}

describe('NetworkPage', () => {
  it('is titled My Andhra Graph with the spec’s four tabs first, then Graph, Requests with the incoming count, Travel Plans', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'My Andhra Graph' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'My Network',
        '2nd Degree',
        '3rd Degree',
        'Introductions',
        'Graph',
        'Requests (2)',
        'Travel Plans',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'My Network' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the four stat cards with their counts', async () => {
    setup({});
    await waitFor(() =>
      expect(screen.getAllByTestId('stat-card').map((card) => card.textContent)).toEqual([
        'Direct Connections12',
        '2nd Degree48',
        '3rd Degree150',
        'Intro Requests3',
      ]),
    );
  });

  it('says to log in when signed out', async () => {
    setup({}, '/network-graph', null);
    expect(await screen.findByRole('heading', { name: 'Please log in to access your Network Graph' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', routeUrl('login'));
  });

  it.each([
    ['/network-graph', 6],
    ['/network-graph?tab=second-degree', 6],
    ['/network-graph?tab=third-degree', 6],
    ['/network-graph?tab=introductions', 3],
  ])('shows the spec’s loading cards on %s', async (path, count) => {
    setup('loading', path);
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(count);
  });

  it('shows the empty states; Browse Directory links to the directory; Explore 2nd Degree Connections switches tab', async () => {
    const user = userEvent.setup();
    setup({});
    expect(await screen.findByText('Build your network')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Directory' })).toHaveAttribute('href', '/directory');
    await user.click(screen.getByRole('tab', { name: '2nd Degree' }));
    expect(await screen.findByText('No 2nd degree connections found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '3rd Degree' }));
    expect(await screen.findByText('No 3rd degree connections found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Introductions' }));
    await user.click(await screen.findByRole('button', { name: 'Explore 2nd Degree Connections' }));
    expect(screen.getByRole('tab', { name: '2nd Degree' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    setup({});
    const first = await screen.findByRole('tab', { name: 'My Network' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2nd Degree' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '2nd Degree' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Travel Plans' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a My Network card: initials, name, Direct, Strength: n/10, {email}, 3 interests, last interaction, Message and View Profile', async () => {
    setup({
      connections: [
        aConnection({ toUser: aNetworkUser({ email: 'anil@example.com', linkedinUrl: 'https://www.linkedin.com/in/anil' }) }),
        aConnection({
          id: 'mem_5',
          toUser: aNetworkUser({ id: 'mem_5', firstName: 'Padma', lastName: 'Rao' }),
          strength: 1,
          commonInterests: [],
          lastInteraction: undefined,
        }),
      ],
    });
    const [anil, padma] = await screen.findAllByTestId('connection-card');
    const card = within(anil!);
    expect(card.getByText('AR')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Anil Reddy' })).toBeInTheDocument();
    expect(card.getByText('Direct')).toBeInTheDocument();
    expect(card.getByText('Strength: 7/10')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'anil@example.com' })).toHaveAttribute('href', 'mailto:anil@example.com');
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Capital', 'AP-Vizag', 'Pharmaceuticals']);
    expect(card.getByText('Last interaction: 12 Nov 2026')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Message Anil Reddy' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Profile of Anil Reddy on LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/anil');

    const other = within(padma!);
    expect(other.getByText('Strength: 1/10')).toBeInTheDocument();
    expect(other.queryByRole('link', { name: /LinkedIn profile/ })).not.toBeInTheDocument();
    expect(other.queryByText(/Last interaction/)).not.toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Message Padma Rao' })).toBeInTheDocument();
  });

  it('opens the conversation with a connection from Message', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ connections: [aConnection({ toUser: aNetworkUser({ id: 'mem_5', firstName: 'Padma', lastName: 'Rao' }) })] });

    await user.click(await screen.findByRole('button', { name: 'Message Padma Rao' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/thr_7'));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ memberId: 'mem_5' });
  });

  it('says why when the member may not message a connection', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url, init) => {
      if (url === routeUrl('getAuthUser')) return { body: aMember() };
      if (init?.method === 'POST' && url === routeUrl('openMessageThread'))
        return { status: 403, body: { message: 'Padma Rao has blocked messages from you.' } };
      if (url.startsWith(routeUrl('listConnections')))
        return { body: [aConnection({ toUser: aNetworkUser({ id: 'mem_5', firstName: 'Padma', lastName: 'Rao' }) })] };
      if (url === routeUrl('getNetworkStats')) return { body: aNetworkStats() };
      if (url.startsWith('/api/network/')) return { body: [] };
      return undefined;
    });
    renderWithApi(<NetworkPage />);

    await user.click(await screen.findByRole('button', { name: 'Message Padma Rao' }));

    expect(await screen.findByText('Padma Rao has blocked messages from you.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))).toHaveLength(1);
  });

  it('removes a connection after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ connections: [aConnection()] });
    await user.click(await screen.findByRole('button', { name: 'Remove Anil Reddy' }));
    const ask = screen.getByRole('dialog', { name: 'Remove Anil Reddy?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', routeUrl('removeConnection', { params: { memberId: 'mem_2' } }))).toHaveLength(1));
  });

  it('shows a 2nd degree card with the mutual count, Connected through and 3 interests, and opens Request Introduction', async () => {
    const user = userEvent.setup();
    setup(
      {
        second: [
          aConnection({
            id: 'mem_3',
            degree: 2,
            toUser: aNetworkUser({ id: 'mem_3', firstName: 'Suresh', lastName: 'Naidu' }),
            mutualConnections: 4,
            introducedBy: 'mem_2',
            introducedByUser: { id: 'mem_2', firstName: 'Anil', lastName: 'Reddy' },
            path: [{ id: 'mem_2', firstName: 'Anil', lastName: 'Reddy' }],
          }),
        ],
      },
      '/network-graph?tab=second-degree',
    );
    const card = within(await screen.findByTestId('second-degree-card'));
    expect(card.getByText('4 mutual')).toBeInTheDocument();
    expect(card.getByText('Connected through Anil Reddy')).toBeInTheDocument();
    expect(card.getAllByRole('listitem')).toHaveLength(3);
    expect(card.getByRole('button', { name: 'Connect with Suresh Naidu' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Request Introduction to Suresh Naidu' }));
    // The form follows the dialog's check of how the two stand.
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Request Introduction' })).getByText(/Ask/)).toHaveTextContent(
        'Ask Anil Reddy to introduce you to Suresh Naidu.',
      ),
    );
  });

  it('opens Request Introduction from a nudge’s URL with the names from the lists', async () => {
    setup(
      {
        connections: [aConnection()],
        second: [
          aConnection({
            id: 'mem_3',
            degree: 2,
            toUser: aNetworkUser({ id: 'mem_3', firstName: 'Suresh', lastName: 'Naidu' }),
            path: [{ id: 'mem_2', firstName: 'Anil', lastName: 'Reddy' }],
          }),
        ],
      },
      '/network-graph?tab=second-degree&intro=mem_3&via=mem_2',
    );
    // The form follows the dialog's check of how the two stand.
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Request Introduction' })).getByText(/Ask/)).toHaveTextContent(
        'Ask Anil Reddy to introduce you to Suresh Naidu.',
      ),
    );
  });

  it('shows a 3rd degree card with the path and 2 interests; Explore Connection Path shows the steps and the first introduction', async () => {
    const user = userEvent.setup();
    setup(
      {
        third: [
          aConnection({
            id: 'mem_9',
            degree: 3,
            toUser: aNetworkUser({ id: 'mem_9', firstName: 'Kiran', lastName: 'Varma' }),
            mutualConnections: 2,
            path: [
              { id: 'mem_2', firstName: 'Anil', lastName: 'Reddy' },
              { id: 'mem_3', firstName: 'Suresh', lastName: 'Naidu' },
            ],
          }),
        ],
      },
      '/network-graph?tab=third-degree',
    );
    const card = within(await screen.findByTestId('third-degree-card'));
    expect(card.getByText('2 mutual')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Connection path' })).toHaveTextContent('YouAnil ReddySuresh NaiduKiran Varma');
    expect(card.getByRole('list', { name: 'Common interests' }).querySelectorAll('li')).toHaveLength(2);
    await user.click(card.getByRole('button', { name: 'Explore Connection Path to Kiran Varma' }));
    const path = within(screen.getByRole('dialog', { name: 'Path to Kiran Varma' }));
    expect(path.getByText('Anil Reddy knows Suresh Naidu.')).toBeInTheDocument();
    await user.click(path.getByRole('button', { name: 'Ask Anil to introduce you to Suresh' }));
    // The form follows the dialog's check of how the two stand.
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Request Introduction' })).getByText(/Ask/)).toHaveTextContent(
        'Ask Anil Reddy to introduce you to Suresh Naidu.',
      ),
    );
  });

  it('shows introductions by role with their status badges and the role’s actions', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      {
        intros: [
          anIntroduction({ id: 'i1', myRole: 'introducer', status: 'pending' }),
          anIntroduction({ id: 'i2', myRole: 'target', status: 'approved', introducerResponse: 'Ravi is a great founder.' }),
          anIntroduction({ id: 'i3', myRole: 'requester', status: 'accepted' }),
          anIntroduction({ id: 'i4', myRole: 'requester', status: 'pending' }),
          anIntroduction({ id: 'i5', myRole: 'requester', status: 'completed', isSuccessful: true }),
          anIntroduction({ id: 'i6', myRole: 'requester', status: 'approved' }),
        ],
      },
      '/network-graph?tab=introductions',
    );
    const [introducing, target, accepted, waiting, done, approved] = await screen.findAllByTestId('introduction');
    expect(within(introducing!).getByText('Pending')).toBeInTheDocument();
    expect(within(introducing!).getByText('Investment')).toBeInTheDocument();
    expect(within(introducing!).getByRole('link', { name: 'suresh@example.com' })).toBeInTheDocument();
    expect(within(introducing!).getByText('“I would like to discuss a seed round.”')).toBeInTheDocument();
    expect(within(introducing!).getByRole('button', { name: 'Approve Introduction' })).toBeInTheDocument();
    expect(within(introducing!).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(target!).getByText('Approved')).toBeInTheDocument();
    expect(within(target!).getByText('Note from Anil: Ravi is a great founder.')).toBeInTheDocument();
    expect(within(target!).getByRole('button', { name: 'Accept Introduction' })).toBeInTheDocument();
    expect(within(accepted!).getByRole('button', { name: 'Mark as Successful' })).toBeInTheDocument();
    expect(within(accepted!).getByRole('button', { name: 'Follow Up' })).toBeInTheDocument();
    expect(within(accepted!).getByRole('button', { name: /^Message / })).toBeInTheDocument();
    expect(within(waiting!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(waiting!).getByText('Waiting for Anil Reddy to respond.')).toBeInTheDocument();
    expect(within(done!).getByText('Completed')).toBeInTheDocument();
    // A completed introduction leaves only the conversation between the two it introduced.
    expect(
      within(done!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Message']);
    // Approved but not yet accepted by the target: Follow Up, and no Mark as Successful.
    expect(within(approved!).getByText(/to accept\./)).toBeInTheDocument();
    expect(within(approved!).queryByRole('button', { name: 'Mark as Successful' })).not.toBeInTheDocument();
    expect(within(approved!).getByRole('button', { name: 'Follow Up' })).toBeInTheDocument();

    await user.click(within(introducing!).getByRole('button', { name: 'Approve Introduction' }));
    const approve = within(await screen.findByRole('dialog', { name: 'Approve Introduction' }));
    await user.type(approve.getByLabelText('Note to the target (optional)'), 'Happy to connect you two.');
    await user.click(approve.getByRole('button', { name: 'Approve Introduction' }));
    expect(await screen.findByText('Introduction approved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', routeUrl('approveIntroRequest', { params: { introId: 'i1' } }));
    expect(JSON.parse(String(call![1]?.body))).toEqual({ note: 'Happy to connect you two.' });

    await user.click(within(accepted!).getByRole('button', { name: 'Follow Up' }));
    const followUp = within(await screen.findByRole('dialog', { name: 'Follow Up' }));
    await user.type(followUp.getByLabelText('Follow-up date'), '2030-01-15');
    await user.click(followUp.getByRole('button', { name: 'Set Follow-up' }));
    expect(await screen.findByText('Follow-up date set')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', routeUrl('followUpIntroRequest', { params: { introId: 'i3' } }))[0]![1]?.body))).toEqual({
      followUpAt: '2030-01-15',
    });
  });

  it('lists incoming requests with Accept, Decline and Block, and outgoing with Withdraw', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      {
        incoming: [aConnectionRequest()],
        outgoing: [
          aConnectionRequest({
            id: 'mem_6',
            direction: 'outgoing',
            fromUserId: 'mem_1',
            toUserId: 'mem_6',
            user: aNetworkUser({ id: 'mem_6', firstName: 'Gopal', lastName: 'Krishna' }),
            note: undefined,
          }),
        ],
      },
      '/network-graph?tab=requests',
    );
    expect(await screen.findByRole('heading', { name: 'Incoming requests (2)' })).toBeInTheDocument();
    const incoming = within(await screen.findByTestId('incoming-request'));
    expect(incoming.getByText('“We met at the Dubai chapter dinner.”')).toBeInTheDocument();
    await user.click(incoming.getByRole('button', { name: 'Accept Lakshmi Devi' }));
    expect(await screen.findByText('You are now connected with Lakshmi Devi')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('acceptConnectionRequest', { params: { memberId: 'mem_4' } }))).toHaveLength(1);
    await user.click(incoming.getByRole('button', { name: 'Block Lakshmi Devi' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Block Lakshmi Devi?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('blockMember', { params: { memberId: 'mem_4' } }))).toHaveLength(1));
    await user.click(within(screen.getByTestId('outgoing-request')).getByRole('button', { name: 'Withdraw request to Gopal Krishna' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('withdrawConnectionRequest', { params: { memberId: 'mem_6' } }))).toHaveLength(1));
  });

  it('lists travel plans, opens a nudge’s plan with the members there, and adds a plan', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      {
        plans: [
          aTravelPlan(),
          aTravelPlan({ id: 'plan_2', city: 'Hyderabad', country: 'India', startDate: undefined, endDate: undefined, isPublic: false, purpose: undefined }),
        ],
        overlaps: [
          {
            user: aNetworkUser({ id: 'mem_4', firstName: 'Lakshmi', lastName: 'Devi', email: 'lakshmi@example.com' }),
            isConnection: true,
            source: 'travel_plan',
            city: 'Dubai',
            country: 'UAE',
            startDate: '2026-12-04',
            endDate: '2026-12-06',
          },
        ],
      },
      '/network-graph?tab=travel&plan=plan_1',
    );
    const [dubai, home] = await screen.findAllByTestId('travel-plan');
    expect(within(dubai!).getByText('3 Dec 2026 – 7 Dec 2026')).toBeInTheDocument();
    expect(within(dubai!).getByText('Public')).toBeInTheDocument();
    expect(within(home!).getByText('Lives here')).toBeInTheDocument();
    expect(within(home!).getByText('Connections only')).toBeInTheDocument();
    const overlap = within(await screen.findByTestId('travel-overlap'));
    expect(overlap.getByText('Lakshmi Devi')).toBeInTheDocument();
    expect(overlap.getByText('4 Dec 2026 – 6 Dec 2026')).toBeInTheDocument();
    expect(overlap.getByRole('button', { name: 'Message Lakshmi Devi' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Add Travel Plan' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Travel Plan' }));
    await user.type(form.getByLabelText(/^City/), 'Singapore');
    await user.type(form.getByLabelText(/^Country/), 'Singapore');
    await user.type(form.getByLabelText('From'), '2030-03-01');
    await user.click(form.getByRole('button', { name: 'Add Plan' }));
    expect(await form.findByText('Give both dates for a trip, or neither for where you live')).toBeInTheDocument();
    await user.type(form.getByLabelText('To'), '2030-03-04');
    await user.selectOptions(form.getByLabelText('Who can see it'), 'public');
    await user.click(form.getByRole('button', { name: 'Add Plan' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('createTravelPlan'))).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', routeUrl('createTravelPlan'))[0]![1]?.body))).toEqual({
      city: 'Singapore',
      country: 'Singapore',
      startDate: '2030-03-01',
      endDate: '2030-03-04',
      isPublic: true,
    });
  });

  it('opens Connect from a nudge’s URL and sends a request with a note', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ relationship: { memberId: 'mem_7', relationship: 'none' } }, '/network-graph?connect=mem_7');
    await screen.findByRole('dialog', { name: 'Connect with this member' });
    // The dialog asks how the two stand first, then shows the request form.
    const note = await screen.findByLabelText('Note (optional)');
    const dialog = within(screen.getByRole('dialog', { name: 'Connect with this member' }));
    await user.type(note, 'Fellow Vizag founder here.');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('sendConnectionRequest'))).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', routeUrl('sendConnectionRequest'))[0]![1]?.body))).toEqual({
      toUserId: 'mem_7',
      note: 'Fellow Vizag founder here.',
    });
  });
});
