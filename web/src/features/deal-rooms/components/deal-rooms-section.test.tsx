import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDeal } from '../../../test/deal-room-fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { DealRoomsSection } from './deal-rooms-section';

const path = (url: string) => url.split('?')[0];

describe('DealRoomsSection', () => {
  it('lists the member’s own rooms and those shared with them, each linking to its room', async () => {
    stubFetch((url) => {
      if (path(url) === routeUrl('listMyDeals')) return { body: [aDeal()] };
      if (path(url) === routeUrl('listSharedDeals')) {
        return {
          body: [
            aDeal({
              id: 'op9',
              opportunityId: 'op9',
              title: 'Krishna Agri Labs',
              status: 'due_diligence',
              myAccess: { role: 'grantee', canView: true, canDownload: true, expiresOn: '2026-12-20' },
            }),
          ],
        };
      }
      return undefined;
    });
    renderWithApi(<DealRoomsSection />);
    const mine = within(screen.getByRole('region', { name: 'My deal rooms' }));
    expect(await mine.findByRole('link', { name: 'Godavari PayTech' })).toHaveAttribute('href', '/investors/deals/op1');
    expect(mine.getByText('3 files')).toBeInTheDocument();
    const shared = within(screen.getByRole('region', { name: 'Shared with me' }));
    expect(await shared.findByRole('link', { name: 'Krishna Agri Labs' })).toHaveAttribute('href', '/investors/deals/op9');
    expect(shared.getByText('Due diligence')).toBeInTheDocument();
    expect(shared.getByText('Shared by Srinivas Rao · until 20 Dec 2026')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an empty state for each list', async () => {
    stubFetch((url) => (path(url) === routeUrl('listMyDeals') || path(url) === routeUrl('listSharedDeals') ? { body: [] } : undefined));
    renderWithApi(<DealRoomsSection />);
    expect(screen.getByRole('status', { name: 'Loading your deal rooms' })).toBeInTheDocument();
    expect(await screen.findByText('No deal rooms yet')).toBeInTheDocument();
    expect(await screen.findByText('No rooms shared with you')).toBeInTheDocument();
  });
});
