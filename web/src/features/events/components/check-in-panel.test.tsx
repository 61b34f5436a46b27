import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInStatus } from '@club/shared';
import { routeUrl } from '../../../lib/api-client';
import { anAttendee, anEvent } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { CheckInPanel } from './check-in-panel';

const CODE = 'AC3F9KXM';
const EVENT_ID = 'ev1';
const checkInUrl = routeUrl('checkInAttendee', { params: { eventId: EVENT_ID } });
const statusUrl = routeUrl('getCheckInStatus', { params: { eventId: EVENT_ID } });
const attendeesUrl = routeUrl('listEventAttendees', { params: { eventId: EVENT_ID } });
const HOUR = 3600_000;
const openNow = (): CheckInStatus => ({
  checkedIn: 3,
  expected: 12,
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  open: true,
});
const guests = [
  anAttendee({
    id: 'rs1',
    memberName: 'Padma Rao',
    status: 'confirmed',
    qrCode: CODE,
    member: { id: 'mem_p', firstName: 'Padma', lastName: 'Rao', title: 'Founder', companyName: 'Rao Textiles', verified: true },
  }),
  anAttendee({ id: 'rs2', memberName: 'Ravi Teja', status: 'checked_in', checkedInAt: '2026-12-12T00:40:00.000Z' }),
  anAttendee({ id: 'rs3', memberName: 'Padmini Reddy', status: 'waitlist' }),
];
const result = (count = { checkedIn: 4, expected: 12 }) => ({
  rsvp: anAttendee({ status: 'checked_in', qrCode: CODE, checkedInAt: '2026-12-12T00:40:00.000Z' }),
  event: { id: EVENT_ID, title: 'Dallas Networking Evening', startTime: '2026-12-12T00:30:00.000Z', timeZone: 'America/Chicago' },
  count,
});

function setup(answer: { status: number; body: unknown }, status: CheckInStatus = openNow()) {
  let current = status;
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === checkInUrl && method === 'POST') {
      if (answer.status === 200) current = { ...current, ...(answer.body as ReturnType<typeof result>).count };
      return answer;
    }
    if (url === statusUrl) return { body: current };
    if (url.startsWith(attendeesUrl)) return { body: guests };
    if (url === routeUrl('getEvent', { params: { eventId: EVENT_ID } }))
      return { body: anEvent({ id: EVENT_ID, title: 'Dallas Networking Evening', timeZone: 'America/Chicago' }) };
    return undefined;
  });
  renderWithApi(<CheckInPanel eventId={EVENT_ID} />);
  return fetchMock;
}

/** Every check-in names this door device (its random id, kept on the device). */
const DEVICE = expect.stringMatching(/^door-[0-9a-f-]{36}$/);
const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, 'POST', checkInUrl).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('CheckInPanel', () => {
  it('shows the live count from the server and keeps Check In disabled while the code is blank', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: result() });
    expect(await screen.findByText('Checked in 3 of 12')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Check In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Ticket code/), '   {Enter}');
    expect(button).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', checkInUrl)).toHaveLength(0);
  });

  it('checks a typed code in, moves the count, toasts and clears the box', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: result() });
    await screen.findByText('Checked in 3 of 12');
    await user.type(screen.getByLabelText(/Ticket code/), ' ac3f 9kxm ');
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Check-in successful!')).toBeInTheDocument();
    expect(screen.getByText(/Padma Rao is checked in for Dallas Networking Evening/)).toBeInTheDocument();
    expect(await screen.findByText('Checked in 4 of 12')).toBeInTheDocument();
    expect(bodiesOf(fetchMock)).toEqual([{ code: 'ac3f 9kxm', deviceId: DEVICE }]);
    expect(screen.getByLabelText(/Ticket code/)).toHaveValue('');
  });

  it('finds seated guests by name and checks a confirmed one in by their RSVP', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: result() });
    await user.type(screen.getByLabelText('Guest name'), 'padm');
    const found = await screen.findByRole('list', { name: 'Guests found' });
    // The waitlisted Padmini is not a guest at the door; Ravi is already in.
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    // The guest as a person: the organizer sees who is at the door.
    const chip = within(within(found).getByTestId('person-chip'));
    expect(chip.getByText('Padma Rao')).toBeInTheDocument();
    expect(chip.getByText('Founder · Rao Textiles')).toBeInTheDocument();
    expect(chip.getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Guest name'));
    await user.type(screen.getByLabelText('Guest name'), 'ravi');
    expect(await screen.findByText(/^Checked in /, { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in Ravi Teja' })).not.toBeInTheDocument();
    // An RSVP from before the chip was kept: the name, with initials.
    expect(within(screen.getByTestId('person-chip')).getByText('RT')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Guest name'));
    await user.type(screen.getByLabelText('Guest name'), 'Padma');
    await user.click(await screen.findByRole('button', { name: 'Check in Padma Rao' }));
    expect(await screen.findByText('Checked in 4 of 12')).toBeInTheDocument();
    expect(bodiesOf(fetchMock)).toEqual([{ rsvpId: 'rs1', deviceId: DEVICE }]);
  });

  it('before the window says when check-in opens, and sends the organizer’s reason with the check-in', async () => {
    const user = userEvent.setup();
    const opensAt = new Date(Date.now() + 5 * 24 * HOUR).toISOString();
    const fetchMock = setup(
      { status: 200, body: result() },
      { ...openNow(), opensAt, closesAt: new Date(Date.now() + 6 * 24 * HOUR).toISOString(), open: false },
    );
    expect(await screen.findByText(/^Check-in opens at /)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason to check in outside the window'), 'Speaker rehearsal');
    await user.type(screen.getByLabelText(/Ticket code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByText('Check-in successful!');
    expect(bodiesOf(fetchMock)).toEqual([{ code: CODE, overrideReason: 'Speaker rehearsal', deviceId: DEVICE }]);
  });

  it('shows a guest admitted before in green as already checked in, with the time, not as a refusal', async () => {
    const user = userEvent.setup();
    setup({ status: 409, body: { message: 'Already checked in at 11 Dec 2026, 7:42 pm CST' } });
    await user.type(screen.getByLabelText(/Ticket code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    const notice = await screen.findByText('Already checked in at 11 Dec 2026, 7:42 pm CST.');
    expect(notice.closest('.amplify-alert--success')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not checked in')).toBeNull();
  });

  it.each([
    [409, 'This ticket is for another event', 'This ticket is for another event'],
    [404, 'Not Found', 'No ticket of this event has this code. Check the code and try again.'],
    [403, 'Forbidden', 'Only the event’s organizer can check in its attendees.'],
  ])('says plainly why a %i refused it', async (status, message, shown) => {
    const user = userEvent.setup();
    setup({ status, body: { message } });
    await user.type(screen.getByLabelText(/Ticket code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByText('Check-in successful!')).not.toBeInTheDocument();
  });

  it('says only a browser without camera access cannot scan, and keeps manual entry', async () => {
    setup({ status: 200, body: result() });
    expect(await screen.findByText(/This browser cannot open a camera here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Ticket code/)).toBeInTheDocument();
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
      const fetchMock = setup({ status: 200, body: result() });
      await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
      expect(await screen.findByText('Check-in successful!')).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      expect(bodiesOf(fetchMock)).toEqual([{ code: CODE, deviceId: DEVICE }]);
      expect(stop).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      ready.mockRestore();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('scans with the QR decoder where the browser has no QR-reading BarcodeDetector (Chromium on the desktop, Firefox, Safari)', async () => {
    const user = userEvent.setup();
    const decode = vi.fn(() => ({ data: CODE }));
    vi.doMock('jsqr', () => ({ default: decode }));
    class NoQrDetector {
      static getSupportedFormats = async () => ['ean_13'];
      detect = async () => [];
    }
    vi.stubGlobal('BarcodeDetector', NoQrDetector);
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: vi.fn() }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const ready = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const width = vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(320);
    const height = vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(240);
    const context = { drawImage: vi.fn(), getImageData: () => ({ data: new Uint8ClampedArray(320 * 240 * 4), width: 320, height: 240 }) };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    try {
      const fetchMock = setup({ status: 200, body: result() });
      await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
      expect(await screen.findByText('Check-in successful!')).toBeInTheDocument();
      expect(decode).toHaveBeenCalled();
      expect(bodiesOf(fetchMock)).toEqual([{ code: CODE, deviceId: DEVICE }]);
    } finally {
      for (const spy of [play, ready, width, height, getContext]) spy.mockRestore();
      vi.unstubAllGlobals();
      vi.doUnmock('jsqr');
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
