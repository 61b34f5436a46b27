import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeKey, routeUrl } from '../../../lib/api-client';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { MessagesLink } from './messages-link';

const open = (messages: number) => {
  stubFetch((url) => (url === routeUrl('getUnreadNotificationCount') ? { body: { count: 0, messages } } : undefined));
  return renderWithApi(<MessagesLink />).queryClient;
};

describe('the Messages link beside the bell', () => {
  it('links to the inbox and says how many messages are unread', async () => {
    open(3);

    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('3');
  });

  it('shows no count when nothing is unread', async () => {
    const queryClient = open(0);
    await waitFor(() => expect(queryClient.getQueryData(routeKey('getUnreadNotificationCount'))).toEqual({ count: 0, messages: 0 }));

    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link).toHaveTextContent('');
  });

  it('caps the badge at 99+', async () => {
    open(120);

    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toHaveTextContent('99+');
  });
});
