import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@aws-amplify/ui-react';
import { toast } from '../components/ui/toast';
import { routeUrl } from './api-client';
import { useRouteWrite } from './route-write';
import { anIntroduction } from '../test/fixtures';
import { renderWithApi, stubFetch } from '../test/render-with-api';

/** A button sending one write, its failure shown elsewhere (under the fields), as a form does for a 400. */
function Send() {
  const send = useRouteWrite('createIntroRequest', {
    invalidate: [],
    successTitle: 'Introduction request sent successfully!',
    failure: () => undefined,
  });
  return <Button onClick={() => send.mutate({ targetUserId: 'mem_3', introducerId: 'mem_2', purpose: 'business', status: 'pending' })}>Send</Button>;
}

describe('useRouteWrite toasts', () => {
  it('clears its own success toast when the same action is tried again and fails', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    stubFetch((url, init) => {
      if (init?.method !== 'POST' || url !== routeUrl('createIntroRequest')) return undefined;
      attempt += 1;
      return attempt === 1
        ? { status: 201, body: anIntroduction() }
        : { status: 409, body: { message: 'You have already asked for an introduction to Wanted' } };
    });
    renderWithApi(<Send />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Introduction request sent successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await expect.poll(() => attempt).toBe(2);
    expect(screen.queryByText('Introduction request sent successfully!')).not.toBeInTheDocument();
  });

  it('leaves another action’s toast alone when it starts', async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ status: 409, body: { message: 'Taken' } }));
    renderWithApi(<Send />);
    act(() => void toast({ title: 'Contacts exported', variant: 'success', action: 'export-contacts' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Contacts exported')).toBeInTheDocument();
  });
});
