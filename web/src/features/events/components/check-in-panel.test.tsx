import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anAttendee } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { CheckInPanel } from './check-in-panel';

const CODE = 'tkt_3f9a1c0e5b7d4e2a8c6b1d0f9e8a7b6c';
const checkInUrl = (code: string) => routeUrl('checkInRsvp', { params: { qrCode: code } });
const result = {
  rsvp: anAttendee({ status: 'checked_in', qrCode: CODE, checkedInAt: '2026-12-12T00:40:00.000Z' }),
  event: { id: 'ev1', title: 'Dallas Networking Evening', startTime: '2026-12-12T00:30:00.000Z', timeZone: 'America/Chicago' },
};

function setup(answer: { status: number; body: unknown }) {
  const fetchMock = stubFetch((url, init) => (url.startsWith(routeUrl('checkInRsvp', { params: { qrCode: '' } })) && init?.method === 'POST' ? answer : undefined));
  renderWithApi(<CheckInPanel />);
  return fetchMock;
}

describe('CheckInPanel', () => {
  it('keeps Check In disabled while the code is blank or only spaces (spec 2 §5)', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: result });
    const button = screen.getByRole('button', { name: 'Check In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Ticket code'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Ticket code'), '{Enter}');
    expect(callsTo(fetchMock, 'POST', '/api/events/checkin')).toHaveLength(0);
    await user.type(screen.getByLabelText('Ticket code'), 'x');
    expect(button).toBeEnabled();
  });

  it('checks the typed code in, toasts and clears the box', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: result });
    await user.type(screen.getByLabelText('Ticket code'), ` ${CODE} `);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Check-in successful!')).toBeInTheDocument();
    expect(screen.getByText(/Padma Rao is checked in for Dallas Networking Evening/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', checkInUrl(CODE))).toHaveLength(1);
    expect(screen.getByLabelText('Ticket code')).toHaveValue('');
  });

  it.each([
    [409, 'Already checked in at 6:40 PM CST, 11 Dec 2026', 'Already checked in at 6:40 PM CST, 11 Dec 2026'],
    [404, 'Not Found', 'No ticket has this code. Check the code and try again.'],
    [403, 'Forbidden', 'Only the event’s organizer can check in its attendees.'],
  ])('says plainly why a %i refused it', async (status, message, shown) => {
    const user = userEvent.setup();
    setup({ status, body: { message } });
    await user.type(screen.getByLabelText('Ticket code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByText('Check-in successful!')).not.toBeInTheDocument();
  });

  it('says the camera is not supported where the browser has no BarcodeDetector, and keeps manual entry', () => {
    setup({ status: 200, body: result });
    expect(screen.getByText(/Camera scanning is not supported in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ticket code')).toBeInTheDocument();
  });

  it('scans with the camera where BarcodeDetector reads QR codes, and checks the scanned code in', async () => {
    const user = userEvent.setup();
    const stop = vi.fn();
    class FakeDetector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      detect = async () => [{ rawValue: ` ${CODE}\n` }];
    }
    vi.stubGlobal('BarcodeDetector', FakeDetector);
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const ready = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    try {
      const fetchMock = setup({ status: 200, body: result });
      await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
      expect(await screen.findByText('Check-in successful!')).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      expect(callsTo(fetchMock, 'POST', checkInUrl(CODE))).toHaveLength(1);
      expect(stop).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      ready.mockRestore();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
