import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aFestival } from '../../../test/culture-fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { FestivalsTab } from './festivals-tab';

function setup(festivals: unknown[]) {
  stubFetch((url) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.startsWith(routeUrl('listUpcomingFestivals'))) return { body: festivals };
    return undefined;
  });
  renderWithApi(<FestivalsTab />, '/cultural-concierge?tab=festivals');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('festival cards', () => {
  it('say where the date comes from, and each state’s date where they differ', async () => {
    setup([
      aFestival(),
      aFestival({
        id: 'ugadi-2027',
        name: 'Ugadi',
        date: '2027-04-06',
        dateStatus: 'confirmed',
        dateSource: 'Telangana G.O. Rt. No. 1 (Telangana)',
        stateDates: [
          { state: 'Andhra Pradesh', date: '2027-04-07' },
          { state: 'Telangana', date: '2027-04-06' },
        ],
      }),
    ]);
    const [sankranti, ugadi] = await screen.findAllByTestId('festival-card');
    expect(within(sankranti!).getByTestId('date-status')).toHaveTextContent('Calculated from the Telugu calendar; not yet confirmed');
    expect(within(sankranti!).queryByRole('list', { name: 'Dates by state' })).not.toBeInTheDocument();
    expect(within(ugadi!).getByTestId('date-status')).toHaveTextContent('Confirmed by Telangana G.O. Rt. No. 1 (Telangana)');
    expect(
      within(within(ugadi!).getByRole('list', { name: 'Dates by state' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Andhra Pradesh: 7 Apr 2027', 'Telangana: 6 Apr 2027']);
  });

  it('link Add to calendar to the festival’s .ics and Subscribe to the webcal feed', async () => {
    setup([aFestival()]);
    const [card] = await screen.findAllByTestId('festival-card');
    const add = within(card!).getByRole('link', { name: 'Add Makara Sankranti to calendar' });
    expect(add).toHaveAttribute('href', routeUrl('downloadFestivalCalendar', { params: { festivalId: 'makara-sankranti-2027' } }));
    expect(add).toHaveAttribute('download');
    // Loose text in the inline-flex button would lose the spaces around the hidden name ("Addto calendar").
    expect([...add.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())).toEqual([]);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://${window.location.host}/api/festivals/calendar.ics`);
  });

  it('share the greeting through the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    setup([aFestival()]);
    const [card] = await screen.findAllByTestId('festival-card');
    await user.click(within(card!).getByRole('button', { name: 'Share greeting for Makara Sankranti' }));
    expect(share).toHaveBeenCalledWith({ title: 'Makara Sankranti', text: 'సంక్రాంతి శుభాకాంక్షలు — Happy Sankranti' });
  });

  it('copy the greeting with a toast where the browser cannot share', async () => {
    // userEvent stands in a clipboard; jsdom has no share sheet.
    const user = userEvent.setup();
    expect('share' in navigator).toBe(false);
    setup([aFestival()]);
    const [card] = await screen.findAllByTestId('festival-card');
    await user.click(within(card!).getByRole('button', { name: 'Share greeting for Makara Sankranti' }));
    expect(await navigator.clipboard.readText()).toBe('సంక్రాంతి శుభాకాంక్షలు — Happy Sankranti');
    expect(await screen.findByText('Greeting copied: paste it into a message')).toBeInTheDocument();
  });
});
