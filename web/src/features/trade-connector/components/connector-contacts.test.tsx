import type { TradeConnection } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { aThread } from '../../../test/message-fixtures';
import { ImportExportConnectorPage } from './connector-page';

const me = aMember();

/** An accepted connection the signed-in member sent; the other side is Pavan of Guntur Chilli. */
const accepted = (contacts: TradeConnection['contacts']): TradeConnection => ({
  id: 'tc-1',
  status: 'accepted',
  direction: 'outgoing',
  listing: {
    id: 'l1',
    kind: 'export',
    hsCode: '090421',
    title: 'Teja chilli',
    companyId: 'co-g',
    companyName: 'Guntur Chilli',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  note: 'Need 30 MT a month',
  fromMember: { id: me.id, name: 'Ravi Kumar' },
  toCompany: { id: 'co-g', name: 'Guntur Chilli' },
  createdAt: '2026-11-02T00:00:00.000Z',
  respondedAt: '2026-11-03T00:00:00.000Z',
  respondedBy: 'Pavan Ganta',
  responseNote: 'Samples on the way',
  contacts,
});

function setup(connection: TradeConnection) {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: me };
    if (url.startsWith(routeUrl('listTradeConnections')) && (init?.method ?? 'GET') === 'GET') return { body: [connection] };
    if (init?.method === 'POST' && url === routeUrl('openMessageThread')) return { body: aThread({ id: 'thr_5' }) };
    if (url === routeUrl('shareTradeConnectionContact', { params: { connectionId: connection.id } })) return { body: connection };
    return undefined;
  });
  renderWithApi(<ImportExportConnectorPage />, '/import-export-connector?tab=connections');
  return fetchMock;
}

describe('My Connections: contact details by consent', () => {
  it('shows no e-mail or phone until the other side shares, says who chooses, shows the reply, and offers to share mine', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      accepted({
        requester: { memberId: me.id, name: 'Ravi Kumar', shared: false },
        responder: { memberId: 'm-pavan', name: 'Pavan Ganta', companyName: 'Guntur Chilli', shared: false },
      }),
    );
    const card = await screen.findByTestId('trade-connection');
    expect(card).toHaveTextContent('E-mail and phone are shared when Pavan Ganta chooses');
    expect(card).toHaveTextContent('Reply from Pavan Ganta: “Samples on the way”');
    expect(within(card).queryByText('E-mail')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Share my contact details' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('shareTradeConnectionContact', { params: { connectionId: 'tc-1' } }))).toHaveLength(1));
  });

  it('shows the other side’s e-mail and phone once shared, and that I shared mine', async () => {
    setup(
      accepted({
        requester: { memberId: me.id, name: 'Ravi Kumar', email: me.email, shared: true },
        responder: { memberId: 'm-pavan', name: 'Pavan Ganta', email: 'pavan@example.com', phone: '+91 98490 22222', shared: true },
      }),
    );
    const card = await screen.findByTestId('trade-connection');
    expect(within(card).getByRole('link', { name: 'pavan@example.com' })).toHaveAttribute('href', 'mailto:pavan@example.com');
    expect(within(card).getByRole('link', { name: '+91 98490 22222' })).toBeInTheDocument();
    expect(card).toHaveTextContent('You shared your e-mail and phone on this connection.');
    expect(within(card).queryByRole('button', { name: 'Share my contact details' })).not.toBeInTheDocument();
  });

  it('offers Message to the other side of an accepted connection, opening the conversation', async () => {
    const user = userEvent.setup();
    const fetchMock = setup(
      accepted({
        requester: { memberId: me.id, name: 'Ravi Kumar', shared: false },
        responder: { memberId: 'm-pavan', name: 'Pavan Ganta', companyName: 'Guntur Chilli', shared: false },
      }),
    );
    const card = await screen.findByTestId('trade-connection');

    await user.click(within(card).getByRole('button', { name: 'Message Pavan Ganta about Teja chilli' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ memberId: 'm-pavan' });
  });
});
