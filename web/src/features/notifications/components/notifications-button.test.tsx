import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aNotification } from '../../../test/staff-fixtures';
import { NotificationsButton } from './notifications-button';

const COUNT = routeUrl('getUnreadNotificationCount');
const LIST = routeUrl('listNotifications');

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Setup {
  count?: number;
  pages?: unknown[][];
}

/** The bell with a location probe; the count and the list answer from `count` and `pages` (a page per cursor). */
function setup({ count = 0, pages = [[]] }: Setup = {}) {
  const state = { count };
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === COUNT) return { body: { count: state.count, messages: 0 } };
    if (method === 'GET' && url.split('?')[0] === LIST) {
      const page = Number(new URL(url, 'http://x').searchParams.get('cursor') ?? 0);
      const next = page + 1 < pages.length ? { 'x-next-cursor': String(page + 1) } : undefined;
      return { body: pages[page] ?? [], headers: next };
    }
    if (method === 'POST' && url === routeUrl('markAllNotificationsRead')) {
      const changed = state.count;
      state.count = 0;
      return { body: { count: changed } };
    }
    if (method === 'POST' && url.endsWith('/read')) {
      state.count = Math.max(0, state.count - 1);
      return { body: aNotification({ read: true }) };
    }
    return undefined;
  });
  renderWithApi(
    <>
      <NotificationsButton />
      <Location />
    </>,
    '/',
  );
  return fetchMock;
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });

describe('the notifications bell', () => {
  it('shows no red dot while nothing is unread', async () => {
    const fetchMock = setup({ count: 0 });

    await waitFor(() => expect(callsTo(fetchMock, 'GET', COUNT)).toHaveLength(1));
    await screen.findByText('No unread notifications');

    expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument();
  });

  it('shows the red dot when the count is above 0, and says how many to screen readers', async () => {
    setup({ count: 3 });

    expect(await screen.findByTestId('notifications-dot')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleDescription('3 unread');
  });

  it('asks for the count again when the window regains focus', async () => {
    const fetchMock = setup({ count: 1 });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', COUNT)).toHaveLength(1));

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(callsTo(fetchMock, 'GET', COUNT)).toHaveLength(2));
  });

  it('lists the notifications newest first with title, body, time and an unread marker; refreshes the count on open', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({
      count: 1,
      pages: [
        [
          aNotification({
            id: 'n2',
            title: 'Your darshan plan is confirmed',
            body: undefined,
            link: '/darshan',
            read: false,
            createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          }),
          aNotification({
            id: 'n1',
            title: 'New reply on “Business visa for Dubai”',
            read: true,
            createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          }),
        ],
      ],
    });
    await screen.findByTestId('notifications-dot');

    await user.click(bell());

    const panel = screen.getByRole('region', { name: 'Notifications panel' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Unread: Your darshan plan is confirmed2 hours ago',
      'New reply on “Business visa for Dubai”Business visa for Dubai2 days ago',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/darshan');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', COUNT)).toHaveLength(2));
  });

  it('marks a notification read and navigates to its link in the app, closing the panel', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ count: 1, pages: [[aNotification({ id: 'n7', link: '/concierge?ticket=t1' })]] });
    await user.click(bell());

    await user.click(await screen.findByRole('link', { name: /The club team replied/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/concierge?ticket=t1');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('markNotificationRead', { params: { notificationId: 'n7' } }))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument());
  });

  it('marks all as read and the dot goes away', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ count: 2, pages: [[aNotification({ id: 'a' }), aNotification({ id: 'b', title: 'Second' })]] });
    await screen.findByTestId('notifications-dot');
    await user.click(bell());

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('markAllNotificationsRead'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument());
  });

  it('says "No new notifications" when there are none, and closes on Escape with focus back on the bell', async () => {
    const user = userEvent.setup();
    setup({ pages: [[]] });
    await user.click(bell());
    expect(await screen.findByText('No new notifications')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });

  it('loads the next page on Load more', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({
      count: 0,
      pages: [[aNotification({ id: 'a', title: 'First page', read: true })], [aNotification({ id: 'b', title: 'Second page', read: true })]],
    });
    await user.click(bell());
    await screen.findByText('First page');

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `${LIST}?cursor=1`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
