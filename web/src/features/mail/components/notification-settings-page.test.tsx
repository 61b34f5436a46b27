import { MAIL_CATEGORIES, type MailPreferences } from '@club/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { NotificationSettingsPage } from './notification-settings-page';

const allOn: MailPreferences = { events: true, network: true, messages: true, investors: true, requests: true, club: true, digest: true };

describe('NotificationSettingsPage', () => {
  it('shows a labelled switch per category, sends only the changed ones with the keyboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    let stored = { ...allOn, digest: false };
    const fetchMock = stubFetch((url, init) => {
      if (url !== routeUrl('getMailPreferences')) return undefined;
      if (init?.method === 'PUT') {
        stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<MailPreferences>) };
        return { body: stored };
      }
      return { body: stored };
    });
    renderWithApi(<NotificationSettingsPage />, '/settings/notifications');

    expect(screen.getByLabelText('Loading your notification settings')).toBeInTheDocument();
    const events = await screen.findByRole('switch', { name: /^Events/ });
    expect(events).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Weekly digest/ })).not.toBeChecked();
    expect(within(screen.getByRole('region', { name: 'E-mail' })).getAllByRole('switch')).toHaveLength(MAIL_CATEGORIES.length);
    // Push on this device: off, and explained, where the browser has no Push API (as here).
    const push = within(screen.getByRole('region', { name: 'Notifications on this device' })).getByRole('switch', { name: /^Push on this device/ });
    expect(push).not.toBeChecked();
    expect(push).toBeDisabled();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.getByText(/In-app notifications \(the bell\) stay on/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    events.focus();
    await user.keyboard(' ');
    expect(events).not.toBeChecked();
    await user.click(save);

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT', routeUrl('getMailPreferences'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ events: false });
    expect(await screen.findByRole('switch', { name: /^Events/ })).not.toBeChecked();
  });
});
