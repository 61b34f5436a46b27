import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOpportunity } from '../../../test/investor-fixtures';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { OpportunityCard } from './opportunity-card';

function renderCard(overrides: Parameters<typeof anOpportunity>[0]) {
  stubFetch(() => undefined);
  renderWithApi(<OpportunityCard opportunity={anOpportunity(overrides)} memberId="mem_1" profile="present" />);
  return within(screen.getByTestId('deal-card'));
}

describe('View Pitch on a deal card', () => {
  it('opens the uploaded deck in the room’s viewer (the server decides who may see it)', () => {
    const card = renderCard({ dataRoomId: 'op1', pitchDeckFileId: 'file_7', pitchDeckUrl: 'https://decks.example.com/old.pdf' });
    const pitch = card.getByRole('link', { name: 'View Pitch of Godavari PayTech' });
    expect(pitch).toHaveAttribute('href', '/investors/deals/op1/files/file_7');
    expect(pitch).not.toHaveAttribute('target');
  });

  it('falls back to the deck’s external link', () => {
    const linked = renderCard({ pitchDeckUrl: 'https://decks.example.com/godavari.pdf' });
    expect(linked.getByRole('link', { name: /View Pitch of Godavari PayTech/ })).toHaveAttribute('href', 'https://decks.example.com/godavari.pdf');
  });

  it('says there is no deck when there is neither', async () => {
    const user = userEvent.setup();
    const card = renderCard({});
    await user.click(card.getByRole('button', { name: 'View Pitch of Godavari PayTech' }));
    expect(screen.getByRole('dialog', { name: 'No pitch deck yet' })).toBeInTheDocument();
  });
});
