import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_REPLIES, TICKET_CREATED_MESSAGE, WELCOME_MESSAGE } from '../chat-replies';
import { routeUrl } from '../../../lib/api-client';
import { aTicket } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { ConciergeChat } from './concierge-chat';

/** The path the create route POSTs to (the list's). */
const ticketsUrl = routeUrl('listConciergeTickets');

const input = () => screen.getByPlaceholderText('Type your message...');
const send = () => screen.getByRole('button', { name: 'Send' });

describe('ConciergeChat', () => {
  it('starts with the welcome message; Send is disabled while blank', () => {
    stubFetch(() => undefined);
    renderWithApi(<ConciergeChat />);
    expect(screen.getByText(WELCOME_MESSAGE)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(send()).toBeDisabled();
  });

  it('sends on Enter, shows typing, and replies by keyword after exactly 1.5 s', () => {
    vi.useFakeTimers();
    stubFetch(() => undefined);
    renderWithApi(<ConciergeChat />);
    fireEvent.change(input(), { target: { value: 'I need a visa for a government meeting' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByText('I need a visa for a government meeting')).toBeInTheDocument();
    expect(screen.getByLabelText('Concierge is typing')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'more' } });
    expect(send()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText(CHAT_REPLIES[0]!.reply)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(CHAT_REPLIES[0]!.reply)).toBeInTheDocument();
    expect(screen.queryByLabelText('Concierge is typing')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('fills the input from a suggestion chip', () => {
    stubFetch(() => undefined);
    renderWithApi(<ConciergeChat />);
    fireEvent.click(screen.getByRole('button', { name: 'Plan my trip to Tirupati' }));
    expect(input()).toHaveValue('Plan my trip to Tirupati');
  });

  it('creates a ticket carrying the transcript, then says the team will reply within 2-4 hours', async () => {
    const fetchMock = stubFetch((url, init) => (url === ticketsUrl && init?.method === 'POST' ? { status: 201, body: aTicket() } : { body: [] }));
    renderWithApi(<ConciergeChat />);
    fireEvent.change(input(), { target: { value: 'Book a venue' } });
    fireEvent.click(send());
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText(TICKET_CREATED_MESSAGE)).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', ticketsUrl)[0]![1]?.body));
    expect(body.transcript.map((m: { type: string; content: string }) => [m.type, m.content])).toEqual([
      ['ai', WELCOME_MESSAGE],
      ['user', 'Book a venue'],
    ]);
    expect(body.title.length).toBeGreaterThanOrEqual(5);
    expect(body.details.length).toBeGreaterThanOrEqual(10);
  });
});
