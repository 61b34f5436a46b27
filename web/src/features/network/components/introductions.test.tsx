import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Introduction } from '@club/shared';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anIntroduction } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aThread } from '../../../test/message-fixtures';
import { Introductions } from './introductions';

const LIST = routeUrl('listIntroRequests');
const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);

function setup(lists: Introduction[][], mark?: { status: number; body: unknown }) {
  let read = 0;
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST' && mark) return mark;
    if (url.startsWith(LIST)) return { body: lists[Math.min(read++, lists.length - 1)] };
    return undefined;
  });
  renderWithApi(<Introductions onExplore={vi.fn()} />);
  return fetchMock;
}

describe('Introductions: the buttons follow the stored state', () => {
  it.each([
    ['requester', 'pending', [], 'Waiting for Anil Reddy to respond.'],
    ['requester', 'approved', ['Follow Up'], 'Waiting for Suresh Naidu to accept.'],
    ['requester', 'accepted', ['Mark as Successful', 'Follow Up', 'Message'], 'Ravi Kumar and Suresh Naidu are now connected.'],
    ['requester', 'declined', [], undefined],
    ['requester', 'completed', ['Message'], undefined],
    ['introducer', 'pending', ['Approve Introduction', 'Decline'], undefined],
    ['introducer', 'approved', [], 'Waiting for Suresh Naidu to accept.'],
    ['target', 'approved', ['Accept Introduction', 'Decline'], undefined],
    ['target', 'accepted', ['Message'], 'Ravi Kumar and Suresh Naidu are now connected.'],
  ] as const)('%s, %s: %j', async (myRole, status, expected, text) => {
    setup([[anIntroduction({ myRole, status, isSuccessful: status === 'completed' })]]);
    const card = await screen.findByTestId('introduction');
    expect(buttons(card)).toEqual(expected);
    if (text) expect(card).toHaveTextContent(text);
    // "Mark as Successful" never beside a card that says the target has not accepted.
    if (card.textContent?.includes('to accept')) expect(buttons(card)).not.toContain('Mark as Successful');
  });

  it('Message on an accepted introduction opens the conversation with the other party', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST' && url === routeUrl('openMessageThread')) return { body: aThread() };
      if (url.startsWith(LIST)) return { body: [anIntroduction({ myRole: 'target', status: 'accepted' })] };
      return undefined;
    });
    renderWithApi(<Introductions onExplore={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Message Ravi Kumar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ memberId: anIntroduction().requester.id });
  });

  it('a stale card refused with 409 is read again and shows the stored state', async () => {
    const user = userEvent.setup();
    setup([[anIntroduction({ status: 'accepted' })], [anIntroduction({ status: 'completed', isSuccessful: true })]], {
      status: 409,
      body: { message: 'This introduction is completed' },
    });
    const card = await screen.findByTestId('introduction');
    await user.click(within(card).getByRole('button', { name: 'Mark as Successful' }));

    expect(await screen.findByText('This introduction is completed')).toBeInTheDocument();
    await waitFor(() => expect(buttons(screen.getByTestId('introduction'))).toEqual(['Message']));
    expect(screen.getByTestId('introduction')).toHaveTextContent('Completed');
  });
});
