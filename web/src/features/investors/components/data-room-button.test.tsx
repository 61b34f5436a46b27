import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDeal } from '../../../test/deal-room-fixtures';
import { anOpportunity } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { OpportunityCard } from './opportunity-card';

const openUrl = routeUrl('openDeal', { params: { opportunityId: 'op1' } });

/** A deal card in Investor Corner for member `memberId`; the room's route says which deal it was sent to. */
function setup(memberId: string, opportunity = anOpportunity()) {
  const fetchMock = stubFetch((url, init) => (init?.method === 'POST' && url === openUrl ? { body: aDeal() } : undefined));
  renderWithApi(
    <Routes>
      <Route path="/investors" element={<OpportunityCard opportunity={opportunity} memberId={memberId} profile="present" />} />
      <Route path="/investors/deals/:dealId" element={<p>The room of the deal</p>} />
    </Routes>,
    '/investors',
  );
  return fetchMock;
}

describe('OpportunityCard: Data Room', () => {
  it('opens the deal for its founder, then goes to the room', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('mem_2');
    await user.click(screen.getByRole('button', { name: 'Data Room of Godavari PayTech' }));
    expect(await screen.findByText('The room of the deal')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', openUrl)).toHaveLength(1);
  });

  it('goes straight to an open room', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('mem_9', anOpportunity({ dataRoomId: 'op1' }));
    await user.click(screen.getByRole('button', { name: 'Data Room of Godavari PayTech' }));
    expect(await screen.findByText('The room of the deal')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', openUrl)).toHaveLength(0);
  });

  it('tells another member the room is not yet open, opening nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = setup('mem_9');
    await user.click(screen.getByRole('button', { name: 'Data Room of Godavari PayTech' }));
    expect(await screen.findByRole('dialog', { name: 'Data room not yet open' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', openUrl)).toHaveLength(0));
    expect(screen.queryByText('The room of the deal')).toBeNull();
  });
});
