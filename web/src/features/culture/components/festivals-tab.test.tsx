import { FESTIVAL_YEARS } from '@club/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aFestival } from '../../../test/culture-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { FestivalsTab } from './festivals-tab';

const upcoming = aFestival({ id: 'makara-sankranti-2027', name: 'Makara Sankranti' });
const ugadi2030 = aFestival({ id: 'ugadi-2030', name: 'Ugadi', date: '2030-04-03', endDate: '2030-04-03' });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function setup(path: string) {
  const fetchMock = stubFetch((url) => {
    if (url.startsWith(routeUrl('listUpcomingFestivals'))) return { body: [upcoming] };
    if (url.startsWith(routeUrl('listFestivals', { query: { year: 2030 } }))) return { body: [ugadi2030] };
    return undefined;
  });
  renderWithApi(
    <>
      <FestivalsTab />
      <Where />
    </>,
    path,
  );
  return fetchMock;
}

const cardNames = async () => (await screen.findAllByTestId('festival-card')).map((card) => card.querySelector('h3')?.textContent);

describe('the festival calendar’s year', () => {
  it('offers upcoming and every year the API serves, and choosing 2030 shows 2030’s festivals with the year in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('/cultural-concierge?tab=festivals');
    expect(await cardNames()).toEqual(['Makara Sankranti']);
    const picker = screen.getByLabelText('Year');
    const options = [...(picker as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options[0]).toBe('Upcoming');
    expect(options.slice(1)).toEqual(Array.from({ length: FESTIVAL_YEARS.max - FESTIVAL_YEARS.min + 1 }, (_, i) => String(FESTIVAL_YEARS.min + i)));

    await user.selectOptions(picker, '2030');
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=festivals&year=2030');
    await waitFor(async () => expect(await cardNames()).toEqual(['Ugadi']));
    expect(screen.getByText('3 Apr 2030')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', routeUrl('listFestivals', { query: { year: 2030 } }))).toHaveLength(1);

    await user.selectOptions(picker, 'Upcoming');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?tab=festivals$/);
    await waitFor(async () => expect(await cardNames()).toEqual(['Makara Sankranti']));
  });

  it('shows the year from the URL on load (a reload keeps it)', async () => {
    const fetchMock = setup('/cultural-concierge?tab=festivals&year=2030');
    expect(await cardNames()).toEqual(['Ugadi']);
    expect(screen.getByLabelText('Year')).toHaveValue('2030');
    expect(callsTo(fetchMock, 'GET', routeUrl('listUpcomingFestivals'))).toHaveLength(0);
  });

  it('shows the upcoming festivals for a year the API does not serve', async () => {
    const fetchMock = setup(`/cultural-concierge?tab=festivals&year=${FESTIVAL_YEARS.max + 1}`);
    expect(await cardNames()).toEqual(['Makara Sankranti']);
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(callsTo(fetchMock, 'GET', `${routeUrl('listFestivals')}?`)).toHaveLength(0);
  });
});
