import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCulturalRequest, aFestival, aTemple } from '../../../test/culture-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { CulturalConciergePage } from './cultural-concierge-page';

type Data = { today?: ReturnType<typeof aFestival> | null; festivals?: unknown[]; temples?: unknown[]; requests?: unknown[] } | 'loading';

function setup(data: Data, path = '/cultural-concierge') {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (data === 'loading') return new Promise<never>(() => {});
    if (init?.method === 'POST' && url === routeUrl('createCulturalRequest')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return { status: 201, body: aCulturalRequest({ ...body, id: 'cr9' }) };
    }
    if (init?.method === 'POST' && url.endsWith('/rate')) return { body: aCulturalRequest({ isResolved: true, response: 'Done', satisfaction: 5 }) };
    if (url === routeUrl('getTodaysFestival')) return { body: { festival: data.today ?? null, today: '2027-01-14' } };
    if (url.startsWith(routeUrl('listUpcomingFestivals'))) return { body: data.festivals ?? [] };
    if (url.startsWith(routeUrl('listPopularTemples'))) return { body: data.temples ?? [] };
    if (url.startsWith(routeUrl('listMyCulturalRequests'))) return { body: data.requests ?? [] };
    return undefined;
  });
  renderWithApi(<CulturalConciergePage />, path);
  return fetchMock;
}

describe('CulturalConciergePage', () => {
  it('has the four tabs and six assistant cards', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Cultural Concierge' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cultural Assistant', 'Festivals', 'Temples', 'My Requests']);
    expect(screen.getAllByTestId('assistant-card').map((c) => c.querySelector('.service-tile__name')?.textContent)).toEqual([
      'Translation',
      'Festival Information',
      'Temple Timings',
      'Cultural Etiquette',
      'Food Recommendations',
      'Local Customs',
    ]);
  });

  it('shows today’s festival banner only when a festival spans today', async () => {
    setup({ today: aFestival() });
    const banner = await screen.findByTestId('festival-banner');
    expect(within(banner).getByText('Today’s festival')).toBeInTheDocument();
    expect(within(banner).getByRole('heading', { name: /Makara Sankranti/ })).toHaveTextContent('మకర సంక్రాంతి');
    expect(within(banner).getByText(/Thanksgiving for the harvest/)).toBeInTheDocument();
    expect(within(banner).getByText('సంక్రాంతి శుభాకాంక్షలు — Happy Sankranti')).toBeInTheDocument();
  });

  it('shows no banner when no festival spans today', async () => {
    const fetchMock = setup({ today: null });
    await screen.findByRole('heading', { level: 1, name: 'Cultural Concierge' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('getTodaysFestival'))).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('festival-banner')).not.toBeInTheDocument();
  });

  it('shows a festival card: Telugu name, date, duration badge over one day, first 2 greetings, 3 swatches, and details', async () => {
    const user = userEvent.setup();
    setup({
      festivals: [aFestival(), aFestival({ id: 'dasara', name: 'Dasara', nameInTelugu: 'దసరా', date: '2027-10-08', endDate: '2027-10-17', duration: 10 })],
    });
    await user.click(await screen.findByRole('tab', { name: 'Festivals' }));
    const [sankranti, dasara] = await screen.findAllByTestId('festival-card');
    expect(within(sankranti!).getByText('మకర సంక్రాంతి')).toBeInTheDocument();
    expect(within(sankranti!).getByText('14 Jan 2027')).toBeInTheDocument();
    expect(within(sankranti!).queryByText(/days$/)).not.toBeInTheDocument();
    expect(within(sankranti!).getAllByTestId('greeting')).toHaveLength(2);
    expect(within(sankranti!).queryByText(/Festival greetings/)).not.toBeInTheDocument();
    expect(within(sankranti!).getAllByTestId('swatch')).toHaveLength(3);
    expect(within(dasara!).getByText('10 days')).toBeInTheDocument();
    await user.click(within(sankranti!).getByRole('button', { name: 'View details of Makara Sankranti' }));
    const details = screen.getByRole('dialog', { name: 'Makara Sankranti' });
    expect(within(details).getByText('Rangoli (muggulu), Kite flying, Haridasu songs')).toBeInTheDocument();
    expect(within(details).getByText(/gifting season/)).toBeInTheDocument();
    expect(within(details).getByText('పండుగ శుభాకాంక్షలు — Festival greetings')).toBeInTheDocument();
  });

  it('shows 4 temple loading cards', async () => {
    setup('loading', '/cultural-concierge?tab=temples');
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(4);
  });

  it('shows temple cards and details', async () => {
    const user = userEvent.setup();
    setup(
      { temples: [aTemple(), aTemple({ id: 'mahanandi', name: 'Mahanandi', nameInTelugu: 'మహానంది', website: undefined, isVip: false, darshanPlanner: false })] },
      '/cultural-concierge?tab=temples',
    );
    const [tirumala, mahanandi] = await screen.findAllByTestId('temple-card');
    expect(within(tirumala!).getByText('VIP Available')).toBeInTheDocument();
    expect(within(tirumala!).getByText('Tirupati, Andhra Pradesh')).toBeInTheDocument();
    expect(within(tirumala!).getByText('Nearest airport: Tirupati (TIR)')).toBeInTheDocument();
    expect(within(tirumala!).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://tirumala.org');
    expect(within(mahanandi!).queryByText('VIP Available')).not.toBeInTheDocument();
    expect(within(mahanandi!).queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    await user.click(within(tirumala!).getByRole('button', { name: /View details/ }));
    const details = screen.getByRole('dialog', { name: 'Sri Venkateswara Temple, Tirumala' });
    expect(within(details).getByText('Tirupati (TPTY)')).toBeInTheDocument();
    expect(within(details).getByText('Traditional dress')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Plan darshan' })).toHaveAttribute('href', '/darshan');
  });

  it('opens the translation dialog with the spec’s defaults, shows the turnaround and toasts on submit', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({});
    await user.click((await screen.findAllByTestId('assistant-card'))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Translation request' }));
    expect(dialog.getByLabelText('Source language')).toHaveValue('telugu');
    expect(dialog.getByLabelText('Target language')).toHaveValue('english');
    expect(dialog.getByLabelText('Urgency')).toHaveValue('normal');
    expect(dialog.getByTestId('turnaround')).toHaveTextContent('Within 2-3 days');
    await user.selectOptions(dialog.getByLabelText('Urgency'), 'urgent');
    expect(dialog.getByTestId('turnaround')).toHaveTextContent('Within 24 hours');
    await user.selectOptions(dialog.getByLabelText('Urgency'), 'low');
    expect(dialog.getByTestId('turnaround')).toHaveTextContent('Within a week');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByText('Please describe what you need')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Text to translate'), 'Welcome to our Vizag plant');
    await user.selectOptions(dialog.getByLabelText('Target language'), 'hindi');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Cultural assistance request submitted successfully!')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', routeUrl('createCulturalRequest'))[0]![1]?.body)) as unknown;
    expect(body).toEqual({ type: 'translation', request: 'Welcome to our Vizag plant', context: 'hindi', language: 'telugu', urgency: 'low' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a temple timings request with the temple as context and the city as location', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({}, '/cultural-concierge?ask=temple_timings');
    const dialog = within(await screen.findByRole('dialog', { name: 'Temple Timings request' }));
    await user.type(dialog.getByLabelText('Temple name'), 'Srisailam');
    await user.type(dialog.getByLabelText('Location / city'), 'Srisailam');
    await user.type(dialog.getByLabelText('Requirements'), 'Abhishekam timings on Monday');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Cultural assistance request submitted successfully!');
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', routeUrl('createCulturalRequest'))[0]![1]?.body)) as unknown;
    expect(body).toEqual({
      type: 'temple_timings',
      request: 'Abhishekam timings on Monday',
      context: 'Srisailam',
      location: 'Srisailam',
      language: 'telugu',
      urgency: 'normal',
    });
  });

  it('shows 3 loading cards for My Requests', async () => {
    setup('loading', '/cultural-concierge?tab=requests');
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(3);
  });

  it('shows My Requests with Resolved/Pending, urgency only when not normal, stars, and Rate Response only when resolved and unrated', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      {
        requests: [
          aCulturalRequest({ id: 'r1' }),
          aCulturalRequest({
            id: 'r2',
            type: 'food_recommendations',
            urgency: 'urgent',
            location: 'Guntur',
            context: undefined,
            isResolved: true,
            response: 'Try Babai Hotel for idli.',
          }),
          aCulturalRequest({ id: 'r3', type: 'local_customs', urgency: 'low', isResolved: true, response: 'Explained.', satisfaction: 4 }),
        ],
      },
      '/cultural-concierge?tab=requests',
    );
    const [pending, resolved, rated] = await screen.findAllByTestId('cultural-request');
    expect(screen.getByTestId('request-count')).toHaveTextContent('3');
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(pending!).queryByText(/Normal|Urgent|Low/)).not.toBeInTheDocument();
    expect(within(pending!).getByText(/Target language: English/)).toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: 'Rate Response' })).not.toBeInTheDocument();
    expect(within(resolved!).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved!).getByText('Urgent')).toBeInTheDocument();
    expect(within(resolved!).getByText(/Try Babai Hotel/)).toBeInTheDocument();
    expect(within(rated!).getByText('Low')).toBeInTheDocument();
    expect(within(rated!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(rated!).queryByRole('button', { name: 'Rate Response' })).not.toBeInTheDocument();

    await user.click(within(resolved!).getByRole('button', { name: 'Rate Response' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate Response' }));
    await user.click(dialog.getByRole('button', { name: 'Submit Rating' }));
    expect(await dialog.findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('5 stars'));
    await user.type(dialog.getByLabelText('Feedback (optional)'), 'Lovely idli');
    await user.click(dialog.getByRole('button', { name: 'Submit Rating' }));
    await screen.findByText('Thank you for your rating!');
    const rate = callsTo(fetchMock, 'POST', routeUrl('rateCulturalRequest', { params: { requestId: 'r2' } }));
    expect(JSON.parse(String(rate[0]![1]?.body))).toEqual({ satisfaction: 5, feedback: 'Lovely idli' });
  });
});
