import type { CurrentUser } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember, renderApp } from '../../../test/render-app';
import { callsTo, stubFetch } from '../../../test/render-with-api';

/** The app for a member whose erasure is scheduled for 19 Dec 2026, until the cancel route keeps the account. */
function scheduledMember() {
  let user: CurrentUser = aMember({ deletionScheduledFor: '2026-12-19T10:00:00Z' });
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === routeUrl('getAuthUser')) return { body: user };
    if (method === 'DELETE' && url === routeUrl('cancelMyDeletion')) {
      user = aMember();
      return { body: { status: 'none' } };
    }
    if (url === routeUrl('getUnreadNotificationCount')) return { body: { count: 0, messages: 0 } };
    return undefined;
  });
  return fetchMock;
}

const question = () => screen.findByRole('dialog', { name: 'Keep your account?' });

beforeEach(() => sessionStorage.clear());

describe('the sign-in question', () => {
  it('asks a member whose account is scheduled, and Keep my account cancels the deletion and refreshes the member', async () => {
    const user = userEvent.setup();
    const fetchMock = scheduledMember();
    renderApp('/forums');

    const dialog = within(await question());
    expect(dialog.getByText('Your account is scheduled for deletion on 19 Dec 2026. Keep your account?')).toBeInTheDocument();
    const userReads = callsTo(fetchMock, 'GET', routeUrl('getAuthUser')).length;

    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));

    expect(await screen.findByText('Your account stays')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', routeUrl('cancelMyDeletion'))).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('getAuthUser')).length).toBeGreaterThan(userReads));
    expect(screen.queryByRole('dialog', { name: 'Keep your account?' })).not.toBeInTheDocument();
  });

  it('closes on Continue to deletion without a call, and is not asked again this session', async () => {
    const user = userEvent.setup();
    const fetchMock = scheduledMember();
    const first = renderApp('/');

    await user.click(within(await question()).getByRole('button', { name: 'Continue to deletion' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', routeUrl('cancelMyDeletion'))).toHaveLength(0);

    // A reload in the same tab: the member is still scheduled, the question is not asked twice.
    first.unmount();
    renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Executive Opportunities' });
    expect(screen.queryByRole('dialog', { name: 'Keep your account?' })).not.toBeInTheDocument();
  });

  it('is not asked of a member with nothing scheduled', async () => {
    stubFetch((url) => (url === routeUrl('getAuthUser') ? { body: aMember() } : undefined));
    renderApp('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
