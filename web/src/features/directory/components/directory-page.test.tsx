import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDirectoryMember } from '../../../test/fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { DirectoryPage } from './directory-page';

describe('DirectoryPage member cards', () => {
  it('shows the reputation once computed, and marks a badge staff confirmed', async () => {
    stubFetch((url) => {
      if (url === routeUrl('getAuthUser')) return { body: aMember() };
      if (url.startsWith(routeUrl('listMembers'))) {
        return {
          body: [
            aDirectoryMember({
              id: 'm1',
              firstName: 'Sita',
              lastName: 'Devi',
              badges: ['exporter'],
              confirmedBadges: ['exporter'],
              reputationScore: 125,
              title: 'Export Director',
            }),
            aDirectoryMember({ id: 'm2', firstName: 'Ravi', lastName: 'Kumar', badges: ['investor'] }),
          ],
        };
      }
      return undefined;
    });
    renderWithApi(<DirectoryPage />, '/directory');
    const sita = (await screen.findAllByText(/Sita Devi/))[0]!.closest('.member-card') as HTMLElement;
    expect(within(sita).getByText('Reputation 125')).toBeInTheDocument();
    expect(within(sita).getByText('Export Director')).toBeInTheDocument();
    expect(within(sita).getByTitle('Confirmed by the club')).toHaveTextContent('Exporter ✓');
    const ravi = screen.getAllByText(/Ravi Kumar/)[0]!.closest('.member-card') as HTMLElement;
    expect(within(ravi).queryByText(/Reputation/)).not.toBeInTheDocument();
    expect(within(ravi).queryByText('Export Director')).not.toBeInTheDocument();
    expect(within(ravi).getByTitle('Self-declared')).toHaveTextContent('Investor');
  });
});
