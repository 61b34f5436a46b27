import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'bWVtYmVyLTE.events.c2lnbmF0dXJl';

describe('UnsubscribePage', () => {
  it('turns the category off once, says what was turned off and undoes it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url, init) => {
      if (init?.method !== 'POST') return undefined;
      if (url === routeUrl('unsubscribeMail', { query: { token: TOKEN } })) return { body: { category: 'events', subscribed: false } };
      if (url === routeUrl('resubscribeMail', { query: { token: TOKEN } })) return { body: { category: 'events', subscribed: true } };
      return undefined;
    });
    renderWithApi(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByText('You will no longer get Events e-mails.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('unsubscribeMail'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Choose which e-mails you get' })).toHaveAttribute('href', '/settings/notifications');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('You will get Events e-mails again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says the link does not work when the token is refused', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'This unsubscribe link is not valid' } }));
    renderWithApi(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}x`);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
