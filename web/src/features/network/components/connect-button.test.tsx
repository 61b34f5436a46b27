import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aConnectionRequest } from '../../../test/fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { ConnectButton } from './connect-button';

describe('ConnectButton', () => {
  it('says the request was sent once it is, and still opens the dialog to withdraw it', async () => {
    const user = userEvent.setup();
    let sent = false;
    stubFetch((url, init) => {
      if (url === routeUrl('sendConnectionRequest') && init?.method === 'POST') {
        sent = true;
        return { status: 201, body: aConnectionRequest({ direction: 'outgoing' }) };
      }
      if (url.startsWith('/api/network/members/mem_9'))
        return {
          body: sent
            ? { memberId: 'mem_9', relationship: 'outgoing', request: aConnectionRequest({ direction: 'outgoing' }) }
            : { memberId: 'mem_9', relationship: 'none' },
        };
      return { body: [] };
    });
    renderWithApi(<ConnectButton memberId="mem_9" name="Lakshmi Devi" />, '/directory');

    await user.click(screen.getByRole('button', { name: 'Connect with Lakshmi Devi' }));
    // The dialog asks how the two stand, then shows the form.
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));

    const card = await screen.findByRole('button', { name: 'Connection request sent to Lakshmi Devi' });
    expect(card).toHaveTextContent('Request sent');
    // Sent, the dialog closes (it does not turn into the withdraw view under the member's hand).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Connect with Lakshmi Devi' })).not.toBeInTheDocument();
    await user.click(card);
    expect(await screen.findByRole('button', { name: 'Withdraw Request' })).toBeInTheDocument();
  });
});
