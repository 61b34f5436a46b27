import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DoorBook } from '../door/door-book';
import type { Door } from '../door/use-door';
import { DoorCheckIn, DoorListBar, alreadyText } from './door-panel';

const book: DoorBook = {
  event: { id: 'ev1', title: 'Hyderabad Summit', startTime: '2026-12-12T13:30:00.000Z', endTime: '2026-12-12T18:00:00.000Z', timeZone: 'Asia/Kolkata' },
  opensAt: '2026-12-12T11:30:00.000Z',
  closesAt: '2026-12-12T18:00:00.000Z',
  savedAt: '2026-12-12T13:28:00.000Z',
  count: { checkedIn: 1, expected: 3 },
  guests: [
    { rsvpId: 'r1', name: 'Padma Rao', initials: 'PR', code: 'AC3F9KXM', shortCode: 'AC3F 9KXM', status: 'confirmed' },
    { rsvpId: 'r2', name: 'Suresh Babu', initials: 'SB', code: 'AC3F9KXN', status: 'confirmed', waiting: true, checkedInAt: '2026-12-12T14:05:00.000Z' },
    { rsvpId: 'r3', name: 'Anil Varma', initials: 'AV', code: 'AC3F9KXP', status: 'checked_in', checkedInAt: '2026-12-12T14:12:00.000Z' },
  ],
  queue: [{ clientId: 'c1', rsvpId: 'r2', scannedAt: '2026-12-12T14:05:00.000Z', deviceId: 'door-this' }],
  notices: [{ clientId: 'c0', name: 'Anil Varma', kind: 'already', checkedInAt: '2026-12-12T14:12:00.000Z', byAnotherDevice: true }],
};

const door = (extra: Partial<Door> = {}): Door => ({
  state: 'open',
  book,
  online: false,
  busy: undefined,
  problem: undefined,
  lastScan: undefined,
  deviceId: 'door-this',
  download: vi.fn(async () => undefined),
  checkIn: vi.fn(),
  sync: vi.fn(async () => undefined),
  forget: vi.fn(async () => undefined),
  ...extra,
});

describe('the door screen', () => {
  it('says when the list was saved, how many wait to sync, and who another device admitted first, in the event’s zone', () => {
    render(<DoorListBar door={door()} />);
    expect(screen.getByTestId('door-saved')).toHaveTextContent('Door list saved at 6:58 pm IST, 3 guests');
    expect(screen.getByTestId('door-queue')).toHaveTextContent('1 check-in waiting to sync · Offline: check-ins are kept on this device');
    // Offline, nothing can be downloaded; the queue can be synced once online.
    expect(screen.getByRole('button', { name: 'Download again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(alreadyText('2026-12-12T14:12:00.000Z', 'Asia/Kolkata', true)).toBe('Already checked in at 7:42 pm IST by another device');
  });

  it('counts the local merge offline, checks a typed code in from the list, and lists guests by name with 44 px targets', async () => {
    const checkIn = vi.fn();
    render(<DoorCheckIn door={door({ checkIn })} book={book} serverCount={{ checkedIn: 9, expected: 9 }} />);
    expect(screen.getByTestId('checkin-count')).toHaveTextContent('Checked in 2 of 3');
    expect(screen.getByTestId('door-notice')).toHaveTextContent('Anil Varma: Already checked in at 7:42 pm IST by another device');
    await userEvent.type(screen.getByLabelText('Ticket code'), 'ac3f 9kxm');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect(checkIn).toHaveBeenCalledWith('ac3f 9kxm');
    await userEvent.type(screen.getByLabelText('Guest name'), 'a');
    const padma = screen.getByRole('button', { name: 'Check in Padma Rao' });
    expect(padma).toHaveClass('door-target');
    await userEvent.click(padma);
    expect(checkIn).toHaveBeenLastCalledWith(book.guests[0]);
    expect(screen.getByText(/waiting to sync/)).toBeInTheDocument();
  });

  it('online, adds what waits to sync to the server’s count', () => {
    render(<DoorCheckIn door={door({ online: true })} book={book} serverCount={{ checkedIn: 5, expected: 9 }} />);
    expect(screen.getByTestId('checkin-count')).toHaveTextContent('Checked in 6 of 9');
  });
});
