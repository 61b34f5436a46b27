import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aMatch, aPitchSlot } from '../../../test/investor-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';

const MEETING_URL = routeUrl('scheduleMatchMeeting', { params: { matchId: 'mt1' } });
const accepted = aMatch({ status: 'accepted', side: 'founder' });
const meeting = {
  startTime: '2030-12-03T05:30:00.000Z',
  endTime: '2030-12-03T06:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  scheduledBy: 'mem_2',
  scheduledAt: '2030-11-23T10:00:00Z',
};

function setup(slots: unknown[], answer: { status: number; body: unknown } = { status: 200, body: { ...accepted, meeting } }) {
  const fetchMock = stubFetch((url, init) => {
    if (url === MEETING_URL && init?.method === 'POST') return answer;
    if (url.startsWith(routeUrl('listPitchSlots', { params: { investorId: 'mem_5' } }))) return { body: slots };
    return undefined;
  });
  const onClose = vi.fn();
  renderWithApi(<ScheduleMeetingDialog match={accepted} onClose={onClose} />);
  return { fetchMock, onClose, dialog: within(screen.getByRole('dialog', { name: 'Schedule Meeting: Godavari PayTech' })) };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) => JSON.parse(String(callsTo(fetchMock, 'POST', MEETING_URL)[0]![1]?.body)) as unknown;

describe('ScheduleMeetingDialog', () => {
  it('books one of the investor’s open pitch slots', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock, onClose } = setup([
      aPitchSlot({ startTime: '2030-12-03T05:30:00.000Z', endTime: '2030-12-03T06:00:00.000Z' }),
      aPitchSlot({ id: 'ps2', isBooked: true }),
    ]);
    const slot = await dialog.findByRole('radio', { name: /Tue 3 Dec 2030, 5:30 am – 6:00 am UTC · 11:00 am – 11:30 am IST/ });
    expect(dialog.getAllByRole('radio')).toHaveLength(3);
    await user.click(slot);
    await user.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    expect(await screen.findByText('Meeting scheduled')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent(fetchMock)).toMatchObject({ slotId: 'ps1' });
    expect(sent(fetchMock)).not.toHaveProperty('startTime');
  });

  it('asks to pick a slot or propose a time when neither is given', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = setup([aPitchSlot()]);
    await dialog.findByRole('radio', { name: /Video call/ });
    await user.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    expect(await dialog.findByText('Pick a slot or propose a start time')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', MEETING_URL)).toHaveLength(0);
  });

  it('proposes a time in the member’s zone when the investor has no open slots', async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = setup([]);
    expect(await dialog.findByText(/has no open pitch slots/)).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Pick a pitch slot' })).toBeDisabled();
    await user.type(dialog.getByLabelText(/^Start/), '2030-12-03T10:00');
    await user.type(dialog.getByLabelText(/^End/), '2030-12-03T11:00');
    await user.type(dialog.getByLabelText('Location'), 'Video call');
    await user.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    expect(await screen.findByText('Meeting scheduled')).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual({
      startTime: new Date('2030-12-03T10:00').toISOString(),
      endTime: new Date('2030-12-03T11:00').toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      location: 'Video call',
    });
  });

  it('toasts the API’s reason when the slot was taken meanwhile', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = setup([aPitchSlot({ startTime: '2030-12-03T05:30:00.000Z', endTime: '2030-12-03T06:00:00.000Z' })], {
      status: 409,
      body: { message: 'This pitch slot has just been booked' },
    });
    await user.click(await dialog.findByRole('radio', { name: /11:00 am/ }));
    await user.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    expect(await screen.findByText('This pitch slot has just been booked')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
