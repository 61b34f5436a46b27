import { SIGNIN_ERRORS } from '@club/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../lib/api-client';
import { aMember, renderApp, stubApi } from '../test/render-app';

describe('while the user lookup is pending', () => {
  it('shows a full-page "Loading..." spinner', () => {
    // Arrange: the lookup never answers
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    // Act
    renderApp('/');

    // Assert
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('signed out (GET /api/auth/user answers 401)', () => {
  it('shows the landing page whose sign-in buttons all go to /api/login', async () => {
    const fetchMock = stubApi(null);

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /private club for telugu business leaders/i })).toBeInTheDocument();
    for (const name of ['Sign In', 'Join with LinkedIn', 'Join Now']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', routeUrl('login'));
    }
    expect(screen.getByText('Connect. Trade. Grow.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to join the network?' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(routeUrl('getAuthUser'), expect.objectContaining({ credentials: 'include' }));
  });

  it('shows the four pillars, with the darshan and concierge terms', async () => {
    stubApi(null);

    renderApp('/');

    for (const title of ['Trade Exchange', 'Executive Jobs', 'Darshan Planning', 'Andhra Concierge']) {
      expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/official temple-board \(TTD\) channels only\. We do not guarantee off-book access/)).toBeInTheDocument();
    expect(screen.getByText(/club’s team answers your requests 9 AM to 9 PM IST, and emergency help is 24\/7/)).toBeInTheDocument();
    expect(screen.queryByText(/\bAI\b/)).not.toBeInTheDocument();
  });

  it('Watch Demo opens a tour of the club that steps scene by scene and ends on joining', async () => {
    stubApi(null);
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Watch Demo' }));
    const tour = within(screen.getByRole('dialog', { name: 'A tour of the club' }));
    expect(tour.getByRole('heading', { level: 3, name: 'Join with LinkedIn' })).toBeInTheDocument();
    expect(tour.getByText('1 of 6')).toBeInTheDocument();
    await user.click(tour.getByRole('button', { name: 'Next' }));
    expect(tour.getByRole('heading', { level: 3, name: 'Find and meet members' })).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await user.click(tour.getByRole('button', { name: 'Next' }));
    expect(tour.getByText('6 of 6')).toBeInTheDocument();
    expect(tour.getByRole('link', { name: 'Join with LinkedIn' })).toHaveAttribute('href', '/api/login');
  });

  it('shows the landing page on a member path and on an unknown path too', async () => {
    stubApi(null);

    renderApp('/jobs');

    expect(await screen.findByRole('link', { name: 'Join with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByText('Executive Opportunities')).not.toBeInTheDocument();
  });

  it('explains a sign-in error from ?signin_error=', async () => {
    stubApi(null);

    renderApp('/?signin_error=denied');

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNIN_ERRORS.denied);
  });

  it('treats an unknown sign-in error code as a failed sign-in', async () => {
    stubApi(null);

    renderApp('/?signin_error=bogus');

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNIN_ERRORS.failed);
  });

  it('shows no alert without a sign-in error', async () => {
    stubApi(null);

    renderApp('/');

    await screen.findByRole('link', { name: 'Join Now' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('greets the member by first name and offers the four quick actions', async () => {
    stubApi(aMember({ firstName: 'Lakshmi' }));

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Lakshmi!' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'Quick actions' }));
    expect(tiles.getByRole('link', { name: /Post Trade Need/ })).toHaveAttribute('href', '/marketplace?create=listing');
    expect(tiles.getByRole('link', { name: /Executive Jobs/ })).toHaveAttribute('href', '/jobs');
    expect(tiles.getByRole('link', { name: /Plan Darshan/ })).toHaveAttribute('href', '/darshan');
    expect(tiles.getByRole('link', { name: /Concierge/ })).toHaveAttribute('href', '/concierge');
  });

  it('promises a verified network only to a verified member; others are told how to get verified', async () => {
    stubApi(aMember({ firstName: 'Lakshmi', verified: false }));
    const { unmount } = renderApp('/');
    const hero = within(await screen.findByRole('region', { name: 'Welcome back, Lakshmi!' }));
    expect(hero.queryByText(/Your verified network is ready/)).not.toBeInTheDocument();
    expect(hero.getByText(/awaiting verification/)).toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile?edit=profile');
    unmount();

    stubApi(aMember({ firstName: 'Lakshmi', verified: true }));
    renderApp('/');
    const verified = within(await screen.findByRole('region', { name: 'Welcome back, Lakshmi!' }));
    expect(verified.getByText('Connect. Trade. Grow. Your verified network is ready.')).toBeInTheDocument();
    expect(verified.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it("falls back to 'Member' without a first name", async () => {
    stubApi(aMember({ firstName: '' }));

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Member!' })).toBeInTheDocument();
  });

  it('lists the 16 navigation links in order and marks the current one', async () => {
    stubApi(aMember());

    renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community Events' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Forums', '/forums'],
      ['Marketplace', '/marketplace'],
      ['Jobs', '/jobs'],
      ['Investors', '/investors'],
      ['Trade', '/trade-assistance'],
      ['Events', '/events'],
      ['Network', '/network-graph'],
      ['Messages', '/messages'],
      ['Darshan', '/darshan'],
      ['Culture', '/cultural-concierge'],
      ['Concierge', '/concierge'],
      ['Directory', '/directory'],
      ['Trade Connect', '/import-export-connector'],
      ['Funding', '/investor-startup-connector'],
      ['Meet CM', '/meet-the-cm'],
    ]);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Events']);
  });

  it('navigates between screens from the top navigation', async () => {
    stubApi(aMember());
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: /Welcome back/ });

    await user.click(screen.getByRole('link', { name: 'Meet CM' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the CM' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet CM' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the profile block, notifications and a logout link', async () => {
    stubApi(aMember({ verified: true }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: /Welcome back/ });

    await user.click(screen.getByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('No new notifications')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    // Her name and initials (no photo), together the link to My profile.
    const me = screen.getByRole('link', { name: 'Ravi Kumar (My profile)' });
    expect(me).toHaveAttribute('href', '/profile');
    expect(me).toHaveTextContent('RKRavi Kumar');
    expect(screen.queryByText('Member Profile')).not.toBeInTheDocument();
    expect(screen.getByText('Verified Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', routeUrl('logout'));
  });

  it('shows the member’s photo when there is one', async () => {
    stubApi(aMember({ profileImageUrl: 'https://images.example.com/ravi.jpg' }));
    renderApp('/');
    const me = await screen.findByRole('link', { name: 'Ravi Kumar (My profile)' });
    expect(me.querySelector('img')).toHaveAttribute('src', 'https://images.example.com/ravi.jpg');
  });

  it("says 'Awaiting verification', not 'Verified Member', until staff verify the member", async () => {
    stubApi(aMember({ verified: false }));

    renderApp('/');

    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.getByText('Awaiting verification', { selector: '.profile-block__badge' })).toBeInTheDocument();
    expect(screen.queryByText('Verified Member')).not.toBeInTheDocument();
  });

  it.each(['staff', 'admin'] as const)('adds the Staff link after the 16 for %s', async (role) => {
    stubApi(aMember({ role }));

    renderApp('/');

    await screen.findByRole('heading', { name: /Welcome back/ });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links).toHaveLength(17);
    expect(links.at(-1)).toHaveTextContent('Staff');
    expect(links.at(-1)).toHaveAttribute('href', '/staff');
  });

  it('shows no Staff link to a member, and "Staff only" at /staff', async () => {
    stubApi(aMember({ role: 'member' }));

    renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each([
    ['/forums', 'Business Forums'],
    ['/marketplace', 'Trade Marketplace'],
    ['/jobs', 'Executive Opportunities'],
    ['/investors', 'Investor Corner'],
    ['/trade-assistance', 'Cross-Border Trade Assistance'],
    ['/network-graph', 'My Andhra Graph'],
    ['/darshan', 'VIP Tirumala Darshan Planner'],
    ['/cultural-concierge', 'Cultural Concierge'],
    ['/concierge', 'Andhra Concierge Services'],
    ['/directory', 'Member Directory'],
    ['/import-export-connector', 'Import-Export Connector'],
    ['/investor-startup-connector', 'Investor-Startup Connector'],
  ])('%s shows the screen titled %s', async (path, title) => {
    stubApi(aMember());

    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows '404 Page Not Found' with a way home on an unknown path", async () => {
    stubApi(aMember());

    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('user lookup failure other than 401', () => {
  it('offers a retry instead of pretending the visitor is signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );

    renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join with LinkedIn' })).not.toBeInTheDocument();
  });
});
