import type { GettingStarted, Suggestions } from '@club/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMember, renderApp } from '../../../test/render-app';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const started = (overrides: Partial<GettingStarted> = {}): GettingStarted => ({
  verified: false,
  checklist: [
    { step: 'photo', done: true },
    { step: 'titleAndCompany', done: false },
    { step: 'chapters', done: true },
    { step: 'connections', done: false, count: 1, goal: 3 },
    { step: 'mailPreferences', done: false },
    { step: 'firstRsvp', done: false },
  ],
  ...overrides,
});

const suggested: Suggestions = {
  people: [
    {
      person: { id: 'm9', firstName: 'Chandra', lastName: 'Sekhar', title: 'CFO', verified: true },
      reasons: [
        { kind: 'mutual', detail: 'Ravi Reddy', count: 2 },
        { kind: 'chapter', detail: 'AP-Vizag' },
      ],
    },
  ],
  events: [
    {
      id: 'e1',
      title: 'Vizag exporters evening',
      type: 'networking',
      startTime: '2026-12-20T13:30:00.000Z',
      endTime: '2026-12-20T16:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      venue: 'Novotel',
      city: 'Visakhapatnam',
      country: 'India',
      near: 'Visakhapatnam',
    },
  ],
  places: ['Visakhapatnam'],
};

/** The home's reads, with the getting-started answers given; every other read answers an empty list. */
function stub({ firstVisit = false, state = started(), suggestions = suggested } = {}) {
  const mock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === routeUrl('getAuthUser')) return json(aMember({ firstName: 'Anjali', firstVisit }));
    if (url === routeUrl('getGettingStarted')) return json(state);
    if (url === routeUrl('getSuggestions')) return json(suggestions);
    if (url === routeUrl('markHomeSeen')) return json({ firstSeenAt: '2026-12-06T04:00:00.000Z' });
    if (url === routeUrl('getUnreadNotificationCount')) return json({ count: 0, messages: 0 });
    return json([]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const posts = (mock: ReturnType<typeof stub>) => mock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('the first-visit home', () => {
  it('says "Welcome" on the first visit and records it once', async () => {
    const fetchMock = stub({ firstVisit: true });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anjali!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(posts(fetchMock)).toEqual([routeUrl('markHomeSeen')]));
  });

  it('says "Welcome back" later and records nothing', async () => {
    const fetchMock = stub({ firstVisit: false });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Anjali!' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Getting started' });
    expect(posts(fetchMock)).toEqual([]);
  });

  it('ticks done steps and links each open one to the screen that completes it, awaiting verification', async () => {
    stub();
    renderApp('/');
    const checklist = within(await screen.findByRole('region', { name: 'Getting started' }));
    expect(checklist.getByText(/Awaiting verification/)).toBeInTheDocument();
    expect(checklist.getByText('2 of 6 done')).toBeInTheDocument();
    // Done steps are ticked, not links.
    expect(checklist.queryByRole('link', { name: 'Add a profile photo' })).toBeNull();
    expect(checklist.getByText('Add a profile photo').closest('li')).toHaveAttribute('data-done', 'true');
    expect(checklist.getByRole('link', { name: 'Add your title and company' })).toHaveAttribute('href', '/profile?edit=profile');
    expect(checklist.getByRole('link', { name: 'Connect with 3 members (1 of 3)' })).toHaveAttribute('href', '/network-graph');
    expect(checklist.getByRole('link', { name: 'Choose which e-mails you get' })).toHaveAttribute('href', '/settings/notifications');
    expect(checklist.getByRole('link', { name: 'RSVP to your first event' })).toHaveAttribute('href', '/events');
  });

  it('leaves the checklist out once every step is done and staff verified the member', async () => {
    stub({ state: started({ verified: true, checklist: started().checklist.map((step) => ({ ...step, done: true })) }) });
    renderApp('/');
    await screen.findByRole('region', { name: 'People you may know' });
    await vi.waitFor(() => expect(screen.queryByLabelText('Loading your checklist')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('says why each person is suggested and offers Connect; lists events near the member', async () => {
    stub();
    renderApp('/');
    const people = within(await screen.findByRole('region', { name: 'People you may know' }));
    expect(await people.findByText('2 mutual connections, including Ravi Reddy · AP-Vizag chapter')).toBeInTheDocument();
    expect(people.getByRole('link', { name: 'Connect with Chandra Sekhar' })).toHaveAttribute('href', '/network-graph?connect=m9');
    const events = within(screen.getByRole('region', { name: 'Events near you' }));
    expect(events.getByText('Vizag exporters evening')).toBeInTheDocument();
    expect(events.getByText(/Novotel, Visakhapatnam/)).toBeInTheDocument();
  });

  it('asks for chapters when there is nothing to suggest', async () => {
    stub({ suggestions: { people: [], events: [], places: [] } });
    renderApp('/');
    const events = within(await screen.findByRole('region', { name: 'Events near you' }));
    expect(await events.findByRole('link', { name: 'Choose your chapters' })).toHaveAttribute('href', '/profile?edit=profile');
  });
});
