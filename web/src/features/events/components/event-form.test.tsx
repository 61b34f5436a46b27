import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anEvent } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { agendaFrom, agendaRows, CreateEventDialog, EditEventDialog, speakersFrom } from './event-form';

const EVENTS_URL = routeUrl('createEvent');

function setup(answer: { status: number; body: unknown } = { status: 201, body: anEvent() }) {
  const fetchMock = stubFetch((url, init) => (url === EVENTS_URL && init?.method === 'POST' ? answer : { body: [] }));
  const onClose = vi.fn();
  renderWithApi(<CreateEventDialog open onClose={onClose} />);
  return { fetchMock, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Create Event' }));
const setValue = (label: RegExp | string, value: string) => fireEvent.change(dialog().getByLabelText(label), { target: { value } });
/** The fields an event needs before its rows: a title and a morning slot. */
async function fillBreakfast(user: ReturnType<typeof userEvent.setup>) {
  await user.type(dialog().getByLabelText(/^Title/), 'Hyderabad CXO Breakfast');
  setValue(/^Start/, '2026-12-20T08:00');
  setValue(/^End/, '2026-12-20T10:00');
}
const sentBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(callsTo(fetchMock, 'POST', EVENTS_URL)[0]![1]?.body)) as Record<string, unknown>;

describe('CreateEventDialog', () => {
  it('starts as a networking event in person: venue, address, city and country shown, no virtual link, no approval criteria', () => {
    setup();
    const form = dialog();
    expect(form.getByLabelText('Type')).toHaveValue('networking');
    expect([...form.getByLabelText<HTMLSelectElement>('Type').options].map((o) => o.value)).toEqual([
      'summit',
      'networking',
      'workshop',
      'investor_meetup',
      'cultural',
    ]);
    for (const label of ['Venue', 'Address', 'City', 'Country']) expect(form.getByLabelText(label)).toBeInTheDocument();
    expect(form.queryByLabelText(/Virtual link/)).not.toBeInTheDocument();
    expect(form.queryByLabelText(/Approval criteria/)).not.toBeInTheDocument();
    expect(form.getByLabelText(/^Start/)).toHaveAttribute('type', 'datetime-local');
    expect(form.getByLabelText(/^End/)).toHaveAttribute('type', 'datetime-local');
    expect(form.getByLabelText(/Max attendees/)).toBeInTheDocument();
    expect(form.getByLabelText(/Registration deadline/)).toHaveAttribute('type', 'datetime-local');
    expect(form.getByLabelText('Description')).toBeInTheDocument();
  });

  it('swaps the venue fields for the virtual link when virtual, and shows approval criteria only when gated', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await user.click(dialog().getByLabelText('Virtual event'));
    expect(dialog().getByLabelText(/Virtual link/)).toBeInTheDocument();
    for (const label of ['Venue', 'Address', 'City', 'Country']) expect(dialog().queryByLabelText(label)).not.toBeInTheDocument();
    await user.click(dialog().getByLabelText(/^Gated/));
    expect(dialog().getByLabelText(/Approval criteria/)).toBeInTheDocument();
    await user.click(dialog().getByLabelText(/^Gated/));
    expect(dialog().queryByLabelText(/Approval criteria/)).not.toBeInTheDocument();
    await user.click(dialog().getByLabelText('Virtual event'));
    expect(dialog().getByLabelText('Venue')).toBeInTheDocument();
    expect(dialog().queryByLabelText(/Virtual link/)).not.toBeInTheDocument();
  });

  it('shows the contract’s messages under the fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await user.click(dialog().getByLabelText('Virtual event'));
    setValue(/^Start/, '2026-12-11T18:30');
    setValue(/^End/, '2026-12-11T17:00');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    expect(await dialog().findByText('Title is required')).toBeInTheDocument();
    expect(dialog().getByText('A virtual event needs a virtual link')).toBeInTheDocument();
    expect(dialog().getByText('End time must be after the start time')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', EVENTS_URL)).toHaveLength(0);
  });

  it('sends the parsed body: only the in-person fields, times read in the chosen zone; toasts success', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, onClose } = setup();
    await user.type(dialog().getByLabelText(/^Title/), 'Dallas Networking Evening');
    await user.selectOptions(dialog().getByLabelText('Type'), 'summit');
    fireEvent.change(dialog().getByLabelText('Time zone'), { target: { value: 'America/Chicago' } });
    setValue(/^Start/, '2026-12-11T18:30');
    setValue(/^End/, '2026-12-11T21:00');
    setValue(/Registration deadline/, '2026-12-10T12:00');
    await user.type(dialog().getByLabelText('Venue'), 'The Westin Galleria');
    await user.type(dialog().getByLabelText('City'), 'Dallas');
    await user.type(dialog().getByLabelText(/Max attendees/), '2');
    await user.type(dialog().getByLabelText(/^Tags/), 'dfw, dinner');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sentBody(fetchMock)).toEqual({
      title: 'Dallas Networking Evening',
      type: 'summit',
      startTime: '2026-12-12T00:30:00.000Z',
      endTime: '2026-12-12T03:00:00.000Z',
      timeZone: 'America/Chicago',
      isVirtual: false,
      venue: 'The Westin Galleria',
      city: 'Dallas',
      maxAttendees: 2,
      registrationDeadline: '2026-12-10T18:00:00.000Z',
      isGated: false,
      tags: ['dfw', 'dinner'],
      organizers: [],
      agenda: [],
      speakers: [],
      sponsors: [],
      isActive: true,
    });
  });

  it('sends a virtual, gated event with its link and criteria and none of the venue fields', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await user.type(dialog().getByLabelText(/^Title/), 'Investor meetup online');
    await user.type(dialog().getByLabelText('City'), 'Typed before switching');
    fireEvent.change(dialog().getByLabelText('Time zone'), { target: { value: 'Asia/Kolkata' } });
    setValue(/^Start/, '2026-12-20T19:00');
    setValue(/^End/, '2026-12-20T20:30');
    await user.click(dialog().getByLabelText('Virtual event'));
    await user.type(dialog().getByLabelText(/Virtual link/), 'https://meet.example.com/abc');
    await user.click(dialog().getByLabelText(/^Gated/));
    await user.type(dialog().getByLabelText(/Approval criteria/), 'Accredited investors');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Event created successfully!');
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      isVirtual: true,
      virtualLink: 'https://meet.example.com/abc',
      isGated: true,
      gatingCriteria: 'Accredited investors',
      startTime: '2026-12-20T13:30:00.000Z',
    });
    expect(body).not.toHaveProperty('city');
    expect(body).not.toHaveProperty('maxAttendees');
  });

  it('toasts the API’s reason when it refuses', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ status: 409, body: { message: 'Max attendees cannot go below the 5 confirmed attendees' } });
    await user.type(dialog().getByLabelText(/^Title/), 'A');
    setValue(/^Start/, '2026-12-20T19:00');
    setValue(/^End/, '2026-12-20T20:30');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Max attendees cannot go below the 5 confirmed attendees')).toBeInTheDocument();
  });
});

describe('EditEventDialog', () => {
  it('fills the form from the event in its own zone and keeps what the form does not show', async () => {
    const user = userEvent.setup({ delay: null });
    const url = routeUrl('updateEvent', { params: { eventId: 'ev1' } });
    const fetchMock = stubFetch((u, init) => (u === url && init?.method === 'PATCH' ? { body: anEvent() } : undefined));
    const sponsors = [{ name: 'Godavari Aqua', tier: 'Gold' }];
    renderWithApi(<EditEventDialog event={anEvent({ sponsors, agenda: [{ time: '6:30 PM', title: 'Welcome' }] })} onClose={vi.fn()} />);
    const form = within(screen.getByRole('dialog'));
    expect(form.getByLabelText(/^Start/)).toHaveValue('2026-12-11T18:30');
    expect(form.getByLabelText(/Max attendees/)).toHaveValue(40);
    expect(form.getByRole('textbox', { name: 'Time, agenda item 1' })).toHaveValue('6:30 PM');
    expect(form.getByRole('textbox', { name: 'Title, agenda item 1' })).toHaveValue('Welcome');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Event updated');
    const body = JSON.parse(String(callsTo(fetchMock, 'PATCH', url)[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      startTime: '2026-12-12T00:30:00.000Z',
      sponsors,
      isActive: true,
      maxAttendees: 40,
      agenda: [{ time: '6:30 PM', title: 'Welcome' }],
    });
  });
});

describe('dress code', () => {
  it('sends what is typed, shows the contract’s limit under the field, and fills from the event on edit', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await fillBreakfast(user);
    setValue('Dress code', 'Business formal, '.repeat(4));
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    expect(await dialog().findByText('Dress code must be at most 60 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', EVENTS_URL)).toHaveLength(0);
    setValue('Dress code', ' Business formal ');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Event created successfully!');
    expect(sentBody(fetchMock)).toMatchObject({ dressCode: 'Business formal' });
  });

  it('is left out when blank, and an edit shows the stored one', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await fillBreakfast(user);
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Event created successfully!');
    expect(sentBody(fetchMock)).not.toHaveProperty('dressCode');
    renderWithApi(<EditEventDialog event={anEvent({ dressCode: 'Smart casual' })} onClose={vi.fn()} />);
    expect(within(await screen.findByRole('dialog', { name: /^Manage Event/ })).getByLabelText('Dress code')).toHaveValue('Smart casual');
  });
});

describe('agenda and speaker rows', () => {
  it('adds, fills, reorders and removes agenda rows and sends them as an array; a blank row is dropped', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await fillBreakfast(user);
    const agenda = within(dialog().getByRole('group', { name: 'Agenda' }));
    await user.click(agenda.getByRole('button', { name: 'Add agenda item' }));
    await user.click(agenda.getByRole('button', { name: 'Add agenda item' }));
    await user.click(agenda.getByRole('button', { name: 'Add agenda item' }));
    await user.type(agenda.getByRole('textbox', { name: 'Time, agenda item 1' }), '8:30 AM');
    await user.type(agenda.getByRole('textbox', { name: 'Title, agenda item 1' }), 'Keynote');
    await user.type(agenda.getByRole('textbox', { name: 'Time, agenda item 2' }), '8:00 AM');
    await user.type(agenda.getByRole('textbox', { name: 'Title, agenda item 2' }), 'Breakfast');
    await user.type(agenda.getByRole('textbox', { name: 'Details, agenda item 2' }), 'Idli and pesarattu');
    expect(agenda.getByRole('button', { name: 'Move up agenda item 1' })).toBeDisabled();
    await user.click(agenda.getByRole('button', { name: 'Move up agenda item 2' }));
    expect(agenda.getByRole('textbox', { name: 'Title, agenda item 1' })).toHaveValue('Breakfast');
    expect(agenda.getByRole('textbox', { name: 'Title, agenda item 2' })).toHaveValue('Keynote');
    const speakers = within(dialog().getByRole('group', { name: 'Speakers' }));
    await user.click(speakers.getByRole('button', { name: 'Add speaker' }));
    await user.click(speakers.getByRole('button', { name: 'Add speaker' }));
    await user.type(speakers.getByRole('textbox', { name: 'Name, speaker 1' }), 'Ravi Kumar');
    await user.type(speakers.getByRole('textbox', { name: 'Job title, speaker 1' }), 'CFO');
    await user.type(speakers.getByRole('textbox', { name: 'Name, speaker 2' }), 'Not coming');
    await user.click(speakers.getByRole('button', { name: 'Remove speaker 2' }));
    expect(speakers.queryByRole('textbox', { name: 'Name, speaker 2' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Event created successfully!');
    expect(sentBody(fetchMock)).toMatchObject({
      agenda: [
        { time: '8:00 AM', title: 'Breakfast', description: 'Idli and pesarattu' },
        { time: '8:30 AM', title: 'Keynote' },
      ],
      speakers: [{ name: 'Ravi Kumar', title: 'CFO' }],
    });
  });

  it('names a row without its title under Agenda, sends nothing, and clears the message once the title is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup();
    await fillBreakfast(user);
    const agenda = within(dialog().getByRole('group', { name: 'Agenda' }));
    await user.click(agenda.getByRole('button', { name: 'Add agenda item' }));
    await user.type(agenda.getByRole('textbox', { name: 'Time, agenda item 1' }), '8:00 AM');
    await user.click(dialog().getByRole('button', { name: 'Create Event' }));
    expect(await agenda.findByText('Agenda item title is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', EVENTS_URL)).toHaveLength(0);
    await user.type(agenda.getByRole('textbox', { name: 'Title, agenda item 1' }), 'Breakfast');
    await waitFor(() => expect(agenda.queryByText('Agenda item title is required')).not.toBeInTheDocument());
  });

  it('turns rows into the API’s arrays and back', () => {
    expect(
      agendaFrom([
        { time: ' 6:30 PM ', title: ' Welcome ', description: 'Drinks' },
        { time: '', title: 'Keynote', description: ' ' },
        { time: '', title: '', description: '' },
      ]),
    ).toEqual([
      { time: '6:30 PM', title: 'Welcome', description: 'Drinks' },
      { time: undefined, title: 'Keynote', description: undefined },
    ]);
    expect(agendaRows([{ title: 'Keynote' }])).toEqual([{ time: '', title: 'Keynote', description: '' }]);
    expect(speakersFrom([{ name: 'Sita', title: '', company: 'Krishna Rice', bio: '' }])).toEqual([
      { name: 'Sita', title: undefined, company: 'Krishna Rice', bio: undefined },
    ]);
  });
});
