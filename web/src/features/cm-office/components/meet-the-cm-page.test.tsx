import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CM_DAY_TAKEN } from '@club/shared';
import { routeUrl } from '../../../lib/api-client';
import { aCmDashboard, aCmRequest, aCmSlot } from '../../../test/culture-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { MeetTheCmPage } from './meet-the-cm-page';

const CREATE = routeUrl('createCmRequest');
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

function setup({ requests = [] as unknown[], slotTaken = false, dayTaken = false } = {}, path = '/meet-the-cm') {
  let taken = false;
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url === routeUrl('getCmDashboard')) return { body: aCmDashboard() };
    if (url.startsWith(routeUrl('listMyCmRequests'))) return { body: requests };
    if (url.startsWith(routeUrl('listCmAvailableSlots', { query: { date: '2030-01-15' } }).split('?')[0]!)) {
      return {
        body: taken
          ? [aCmSlot({ id: 'slot2', startTime: '2030-01-15T06:30:00.000Z', endTime: '2030-01-15T07:00:00.000Z', date: '2030-01-15' })]
          : [aCmSlot({ date: '2030-01-15', startTime: '2030-01-15T05:30:00.000Z', endTime: '2030-01-15T06:00:00.000Z' })],
      };
    }
    if (init?.method === 'POST' && url === CREATE) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const { submit, ...fields } = body;
      return { status: 201, body: aCmRequest({ ...fields, id: 'cm9', status: submit ? 'submitted' : 'draft' } as never) };
    }
    if (init?.method === 'PATCH') return { body: aCmRequest({ ...(JSON.parse(String(init.body)) as object), id: 'cm1' }) };
    if (init?.method === 'POST' && url.endsWith('/submit')) return { body: aCmRequest({ id: 'cm1', status: 'submitted', preferredDate: '2030-01-15' }) };
    if (init?.method === 'POST' && url.endsWith('/slot')) {
      if (dayTaken) return { status: 409, body: { message: CM_DAY_TAKEN } };
      if (slotTaken && !taken) {
        taken = true;
        return { status: 409, body: { message: 'This slot is already booked' } };
      }
      return { body: aCmRequest({ id: 'cm9', status: 'submitted', slot: aCmSlot({ isBooked: true }) }) };
    }
    return undefined;
  });
  renderWithApi(<MeetTheCmPage />, path);
  return fetchMock;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.selectOptions(form.getByLabelText(/Which state’s Chief Minister/), 'telangana');
  await user.selectOptions(form.getByLabelText('Delegation type'), 'company');
  await user.selectOptions(form.getByLabelText('Purpose'), 'investment');
  await user.selectOptions(form.getByLabelText('Sector'), 'manufacturing');
  await user.selectOptions(form.getByLabelText('Investment amount'), 'large');
  await user.type(form.getByLabelText('Job creation'), '450');
  await user.type(form.getByLabelText('Preferred date'), '2030-01-15');
  await user.selectOptions(form.getByLabelText('Duration'), '30');
  await user.selectOptions(form.getByLabelText('Urgency'), 'important');
  await user.type(form.getByLabelText('Subject'), 'Food processing unit in Kakinada');
  await user.type(form.getByLabelText('Proposal'), 'A 200 crore mango pulp plant.');
}

describe('MeetTheCmPage', () => {
  it('shows the notice, real stat cards, the four tabs and the dashboard content', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the CM' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/liaison office/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Schedule Meeting', 'My Requests', 'Policy Insights']);
    expect(await screen.findAllByTestId('cm-focus_area')).toHaveLength(4);
    expect(screen.getByText('Industrial Development Policy 2024-29')).toBeInTheDocument();
    const stats = screen.getAllByTestId('cm-stat');
    expect(stats.map((s) => s.textContent)).toEqual(['My requests3', 'Drafts1', 'Awaiting decision1', 'Meetings scheduled1', 'Open slots (30 days)12']);
  });

  it('lists incentives, priority sectors and success stories under Policy Insights', async () => {
    setup({}, '/meet-the-cm?tab=insights');
    expect(await screen.findByText('Capital subsidy')).toBeInTheDocument();
    expect(screen.getByText('Up to 25%')).toBeInTheDocument();
    expect(screen.getByText('Electronics manufacturing')).toBeInTheDocument();
    expect(screen.getByText('A Dallas member’s Sri City plant')).toBeInTheDocument();
  });

  it('saves a draft with only some fields, then keeps it editable (PATCH on the next save)', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({}, '/meet-the-cm?tab=schedule');
    const form = within(await screen.findByRole('form', { name: 'Schedule Meeting' }));
    await user.type(form.getByLabelText('Subject'), 'Solar park in Anantapur');
    await user.click(form.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0])).toMatchObject({ subject: 'Solar park in Anantapur', submit: false });
    expect(await form.findByText(/Editing a saved draft/)).toBeInTheDocument();
    expect(form.getByLabelText('Subject')).toHaveValue('Solar park in Anantapur');
    await user.selectOptions(form.getByLabelText('Sector'), 'renewable');
    await user.click(form.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', routeUrl('updateCmRequest', { params: { requestId: 'cm9' } }))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PATCH', routeUrl('updateCmRequest', { params: { requestId: 'cm9' } }))[0])).toMatchObject({
      subject: 'Solar park in Anantapur',
      sector: 'renewable',
    });
  });

  it('refuses to submit without the required fields, naming them', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({}, '/meet-the-cm?tab=schedule');
    const form = within(await screen.findByRole('form', { name: 'Schedule Meeting' }));
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(await form.findByText('Please choose a delegation type')).toBeInTheDocument();
    expect(form.getByText('Subject is required')).toBeInTheDocument();
    expect(form.getByLabelText(/Which state’s Chief Minister/)).toHaveAccessibleDescription(/Please choose which state’s Chief Minister you wish to meet/);
    await user.selectOptions(form.getByLabelText(/Which state’s Chief Minister/), 'andhra_pradesh');
    await waitFor(() => expect(form.queryByText('Please choose which state’s Chief Minister you wish to meet')).not.toBeInTheDocument());
    expect(form.getByText('Subject is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(0);
  });

  it('says so when the member already has their slot of that day', async () => {
    const user = userEvent.setup();
    setup({ dayTaken: true }, '/meet-the-cm?tab=schedule');
    const form = within(await screen.findByRole('form', { name: 'Schedule Meeting' }));
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Submit' }));
    const picker = within(await screen.findByTestId('slot-picker'));
    await user.click(await picker.findByRole('button', { name: /11:00 am/i }));
    await user.click(picker.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(CM_DAY_TAKEN)).toBeInTheDocument();
    expect(screen.queryByText('That slot has just been taken. Please pick another.')).not.toBeInTheDocument();
  });

  it('submits every field, then books a slot for the preferred date; a taken slot says so and refreshes', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ slotTaken: true }, '/meet-the-cm?tab=schedule');
    const form = within(await screen.findByRole('form', { name: 'Schedule Meeting' }));
    await fillRequired(user, form);
    await user.type(form.getByLabelText('Company profile'), 'Godavari Foods, 300 staff.');
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Meeting request submitted')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0])).toEqual({
      delegationType: 'company',
      purpose: 'investment',
      sector: 'manufacturing',
      investmentAmount: 'large',
      jobCreation: 450,
      preferredDate: '2030-01-15',
      duration: 30,
      urgency: 'important',
      subject: 'Food processing unit in Kakinada',
      proposal: 'A 200 crore mango pulp plant.',
      companyProfile: 'Godavari Foods, 300 staff.',
      state: 'telangana',
      submit: true,
    });
    expect(screen.getByText(/to the Chief Minister of Telangana is submitted/)).toBeInTheDocument();
    const picker = within(await screen.findByTestId('slot-picker'));
    expect(picker.getByRole('heading', { name: 'Pick a 30-minute meeting slot' })).toBeInTheDocument();
    expect(picker.getByLabelText('Date')).toHaveValue('2030-01-15');
    await user.click(await picker.findByRole('button', { name: /11:00 am/i }));
    expect(callsTo(fetchMock, 'GET', '/api/cm-office/available-slots').map(([url]) => new URL(String(url), 'http://x').searchParams.get('duration'))).toContain(
      '30',
    );
    const slotUrl = routeUrl('bookCmSlot', { params: { requestId: 'cm9' } });
    expect(callsTo(fetchMock, 'POST', slotUrl)).toHaveLength(0);
    expect(picker.getByRole('group', { name: 'Confirm the slot' })).toHaveTextContent(/Book .*11:00 am.*\(30 minutes\)/i);
    await user.click(picker.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('That slot has just been taken. Please pick another.')).toBeInTheDocument();
    expect(picker.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    await user.click(await picker.findByRole('button', { name: /12:00 pm/i }));
    await user.click(picker.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Slot booked')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', slotUrl)).toHaveLength(2);
  });

  it('reads slots only once a date is chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ requests: [aCmRequest({ id: 'cm2', status: 'submitted', subject: 'Port expansion' })] }, '/meet-the-cm?tab=requests');
    const card = (await screen.findAllByTestId('cm-request'))[0]!;
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pick a slot' }));
    const picker = within(await screen.findByTestId('slot-picker'));
    expect(picker.getByText('Choose a date to see the open slots.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/cm-office/available-slots')).toHaveLength(0);
  });

  it('shows statuses in My Requests and opens a draft in the form for editing', async () => {
    const user = userEvent.setup();
    setup(
      {
        requests: [
          aCmRequest(),
          aCmRequest({ id: 'cm3', status: 'declined', subject: 'Tax holiday', declineReason: 'Outside the CM office’s remit' }),
          aCmRequest({ id: 'cm4', status: 'scheduled', subject: 'Pharma cluster', slot: aCmSlot({ isBooked: true }) }),
        ],
      },
      '/meet-the-cm?tab=requests',
    );
    const [draft, declined, scheduled] = await screen.findAllByTestId('cm-request');
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(declined!).getByText('Declined')).toBeInTheDocument();
    expect(within(declined!).getByText('Reason: Outside the CM office’s remit')).toBeInTheDocument();
    expect(within(scheduled!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled!).getByText(/Slot: Thu 10 Dec 2026, /)).toBeInTheDocument();
    expect(within(declined!).queryByRole('button', { name: /Edit draft/ })).not.toBeInTheDocument();
    await user.click(within(draft!).getByRole('button', { name: /Edit draft/ }));
    const form = within(await screen.findByRole('form', { name: 'Schedule Meeting' }));
    expect(form.getByLabelText('Subject')).toHaveValue('Food processing unit in Kakinada');
    expect(form.getByLabelText('Delegation type')).toHaveValue('company');
  });
});
