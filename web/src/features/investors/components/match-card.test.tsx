import type { InvestorMatch } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMatch } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { MatchCard } from './match-card';
import { scorePercent, scoreStars } from './match-score';

function setup(match: InvestorMatch) {
  const accepted = { ...match, status: 'accepted', contactEmail: 'lakshmi@example.com', respondedAt: '2026-11-22T10:00:00Z' };
  const fetchMock = stubFetch((url, init) =>
    init?.method === 'POST' && url === routeUrl('acceptInvestorMatch', { params: { matchId: match.id } }) ? { body: accepted } : undefined,
  );
  const actions = { onDecline: vi.fn(), onSchedule: vi.fn(), onDetails: vi.fn() };
  renderWithApi(<MatchCard match={match} {...actions} />);
  return { fetchMock, actions, card: within(screen.getByTestId('match-card')) };
}

const buttons = (card: { queryAllByRole: (role: 'button') => HTMLElement[] }) => card.queryAllByRole('button').map((b) => b.textContent);

describe('scorePercent and scoreStars', () => {
  it('shows a 0–1 score as a whole percent and to the nearest half star', () => {
    expect(scorePercent(0.874)).toBe('87%');
    expect(scorePercent(1)).toBe('100%');
    expect(scorePercent(0)).toBe('0%');
    expect(scoreStars(0.874)).toBe(4.5);
    expect(scoreStars(0.6)).toBe(3);
    expect(scoreStars(0.04)).toBe(0);
    expect(scoreStars(1)).toBe(5);
  });
});

describe('MatchCard', () => {
  it('shows the title, status, percent and stars, what fits and what does not, date, stage and target, range and first two focus areas', () => {
    const { card } = setup(aMatch());
    expect(card.getByRole('heading', { name: 'Godavari PayTech' })).toBeInTheDocument();
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByTestId('match-percent')).toHaveTextContent('87%');
    expect(card.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    // What fits and what does not, each line read with its polarity (not by the mark alone).
    const why = within(card.getByRole('group', { name: 'Why this match' }));
    const fits = within(why.getByRole('list', { name: 'What fits' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(fits).toEqual([
      '✓Fits: Seed stage is in your preferred stages',
      '✓Fits: Check size ₹50L fits your ₹25L–1Cr range',
      '✓Fits: Fintech is one of your focus areas',
    ]);
    const misses = within(why.getByRole('list', { name: 'What does not fit' })).getAllByRole('listitem');
    expect(misses.map((li) => li.textContent)).toEqual(['✕Does not fit: Hyderabad is outside your geographies']);
    expect(within(misses[0]!).getByText('✕')).toHaveAttribute('aria-hidden', 'true');
    expect(card.getByText('21 Nov 2026')).toBeInTheDocument();
    expect(card.getByText('Seed')).toBeInTheDocument();
    expect(card.getByText('₹5Cr')).toBeInTheDocument();
    expect(card.getByText('₹25L–1Cr')).toBeInTheDocument();
    const focus = within(card.getByLabelText('Investor focus areas'));
    expect(focus.getAllByText(/.+/).map((b) => b.textContent)).toEqual(['Fintech', 'SaaS']);
    // A match stored before the person fields: the chip still names the investor, with initials.
    expect(card.getByText('Investor · Angel Investor')).toBeInTheDocument();
    const chip = within(card.getByTestId('person-chip'));
    expect(chip.getByText('Lakshmi Vemuri')).toBeInTheDocument();
    expect(chip.getByText('LV')).toBeInTheDocument();
    expect(chip.queryByRole('img', { name: 'Verified member' })).toBeNull();
  });

  it('shows the other party as a person: photo, title and company, verified mark', () => {
    const base = aMatch();
    const { card } = setup(
      aMatch({
        investor: {
          ...base.investor,
          firstName: 'Lakshmi',
          lastName: 'Vemuri',
          title: 'Partner',
          companyName: 'Krishna Ventures',
          verified: true,
          profileImageUrl: 'https://example.com/l.jpg',
        },
      }),
    );
    const chip = within(card.getByTestId('person-chip'));
    expect(chip.getByText('Lakshmi Vemuri')).toBeInTheDocument();
    expect(chip.getByText('Partner · Krishna Ventures')).toBeInTheDocument();
    expect(chip.getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    expect(card.getByTestId('person-chip').querySelector('img[src="https://example.com/l.jpg"]')).not.toBeNull();
    expect(chip.queryByText('LV')).toBeNull();
  });

  it('offers the founder Accept Match and Decline on a pending match, and accepts it', async () => {
    const user = userEvent.setup();
    const { card, fetchMock, actions } = setup(aMatch());
    expect(buttons(card)).toEqual(['Accept Match', 'Decline', 'View Details']);
    await user.click(card.getByRole('button', { name: 'Decline match with Lakshmi Vemuri' }));
    expect(actions.onDecline).toHaveBeenCalled();
    await user.click(card.getByRole('button', { name: 'Accept Match with Lakshmi Vemuri' }));
    expect(await screen.findByText('Match accepted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('acceptInvestorMatch', { params: { matchId: 'mt1' } }))).toHaveLength(1);
  });

  it('lets the investor wait on a pending match they asked for', () => {
    const waiting = setup(aMatch({ side: 'investor' }));
    expect(buttons(waiting.card)).toEqual(['View Details']);
    expect(waiting.card.getByText('Waiting for the founder’s answer')).toBeInTheDocument();
    expect(waiting.card.getByText('Founder')).toBeInTheDocument();
    expect(within(waiting.card.getByTestId('person-chip')).getByText('Srinivas Rao')).toBeInTheDocument();
  });

  it('offers Express Interest on a match the club proposed', () => {
    const { card } = setup(aMatch({ side: 'investor', matchedBy: 'proposal', interested: false, interestedAt: undefined }));
    expect(card.getByText('Proposed by the club')).toBeInTheDocument();
    expect(buttons(card)).toEqual(['Express Interest', 'View Details']);
  });

  it('offers Schedule Meeting and Message on an accepted match; Message opens the conversation with the other party', async () => {
    const user = userEvent.setup();
    const { card, actions, fetchMock } = setup(aMatch({ status: 'accepted', side: 'investor', contactEmail: 'srinivas@example.com' }));
    expect(buttons(card)).toEqual(['Schedule Meeting', 'Message', 'View Details']);
    await user.click(card.getByRole('button', { name: 'Schedule Meeting about Godavari PayTech' }));
    expect(actions.onSchedule).toHaveBeenCalled();
    await user.click(card.getByRole('button', { name: 'View Details of the match on Godavari PayTech' }));
    expect(actions.onDetails).toHaveBeenCalled();

    await user.click(card.getByRole('button', { name: /^Message .* about Godavari PayTech$/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('openMessageThread'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ memberId: aMatch().founder.id });
  });

  it('shows a scheduled meeting with its .ics link instead of Schedule Meeting', () => {
    const meeting = {
      startTime: '2026-12-03T05:30:00.000Z',
      endTime: '2026-12-03T06:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      scheduledBy: 'mem_5',
      scheduledAt: '2026-11-23T10:00:00Z',
    };
    const { card } = setup(aMatch({ status: 'accepted', meeting, meetingScheduledAt: meeting.startTime }));
    expect(card.queryByRole('button', { name: /Schedule Meeting/ })).not.toBeInTheDocument();
    expect(card.getByText(/Meeting: Thu 3 Dec 2026, 5:30 am – 6:00 am UTC · 11:00 am – 11:30 am IST/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Add the meeting about Godavari PayTech to calendar' })).toHaveAttribute(
      'href',
      routeUrl('downloadMatchMeetingCalendar', { params: { matchId: 'mt1' } }),
    );
  });

  it('shows a declined match with the founder’s note and only View Details', () => {
    const { card } = setup(aMatch({ status: 'declined', side: 'investor', feedback: 'Raising only from strategic investors this round.' }));
    expect(card.getByText('Declined')).toBeInTheDocument();
    expect(card.getByText('Founder’s note: Raising only from strategic investors this round.')).toBeInTheDocument();
    expect(buttons(card)).toEqual(['View Details']);
  });
});
