import type { Profile } from '@club/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCompany } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { MyProfilePage } from './my-profile-page';

const profile: Profile = {
  id: 'm1',
  email: 'ramesh@godavariaqua.example.com',
  firstName: 'Ramesh',
  lastName: 'Reddy',
  phone: '+91 98490 12345',
  companyId: 'co1',
  companyName: 'Godavari Aqua Exports',
  title: 'Founder & CEO',
  badges: ['founder'],
  chapters: ['AP-Vijayawada'],
  shareContact: false,
  contactVisibility: 'connections',
  verified: true,
};

describe('MyProfilePage', () => {
  it('shows what members see and who sees the contact details, then edits in place', async () => {
    const user = userEvent.setup();
    let current = profile;
    const fetchMock = stubFetch((url, init) => {
      if (url === routeUrl('updateMyProfile') && init?.method === 'PATCH') {
        current = { ...current, ...(JSON.parse(String(init.body)) as Partial<Profile>), contactVisibility: 'nobody' };
        return { body: current };
      }
      if (url === routeUrl('getMyProfile')) return { body: current };
      if (url.startsWith(routeUrl('listCompanies'))) return { body: [aCompany({ id: 'co1', name: 'Godavari Aqua Exports' })] };
      return undefined;
    });
    renderWithApi(<MyProfilePage />, '/profile');

    const seen = within(await screen.findByRole('region', { name: 'How other members see you' }));
    expect(seen.getByText('Founder & CEO')).toBeInTheDocument();
    expect(seen.getByText('Godavari Aqua Exports')).toBeInTheDocument();
    expect(seen.getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    expect(seen.queryByText(profile.email)).toBeNull();
    expect(screen.getByTestId('contact-visibility')).toHaveTextContent('My connections');

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Managing Director');
    await user.selectOptions(screen.getByLabelText('Who sees my e-mail and phone'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const after = within(await screen.findByRole('region', { name: 'How other members see you' }));
    expect(after.getByText('Managing Director')).toBeInTheDocument();
    expect(screen.getByTestId('contact-visibility')).toHaveTextContent('Nobody');
    const [, init] = callsTo(fetchMock, 'PATCH', routeUrl('updateMyProfile'))[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Managing Director', contactVisibility: 'nobody' });
  });

  it('opens the form from ?edit=profile, its zone starting at the browser’s (Kolkata, not Calcutta), and saves the current name', async () => {
    const user = userEvent.setup();
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone: 'Asia/Calcutta' };
    });
    const fetchMock = stubFetch((url, init) => {
      if (url === routeUrl('updateMyProfile') && init?.method === 'PATCH') return { body: profile };
      if (url === routeUrl('getMyProfile')) return { body: profile };
      if (url.startsWith(routeUrl('listCompanies'))) return { body: [aCompany({ id: 'co1', name: 'Godavari Aqua Exports' })] };
      return undefined;
    });
    renderWithApi(<MyProfilePage />, '/profile?edit=profile');

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(within(zone).getByRole('option', { name: 'Kolkata (UTC+05:30)' })).toBeInTheDocument();
    expect(within(zone).queryByRole('option', { name: /Calcutta/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('region', { name: 'How other members see you' });
    const [, init] = callsTo(fetchMock, 'PATCH', routeUrl('updateMyProfile'))[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ timeZone: 'Asia/Kolkata' });
    vi.restoreAllMocks();
  });
});
