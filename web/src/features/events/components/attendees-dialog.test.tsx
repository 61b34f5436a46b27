import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anAttendee, anEvent } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { attendeesCsv } from '../attendees-csv';
import { AttendeesDialog } from './attendees-dialog';

const pending = anAttendee({
  id: 'rs1',
  memberName: 'Padma Rao',
  member: { id: 'mem_3', firstName: 'Padma', lastName: 'Rao', title: 'Founder & CEO', companyName: 'Hitec Analytics', verified: true },
  gatingAnswer: 'I run a 40-person SaaS company in Dallas',
  specialRequests: 'Wheelchair access',
  dietaryRestrictions: 'Jain',
  emergencyContact: 'Ravi +91 98490 12345',
});
const confirmed = anAttendee({ id: 'rs2', memberId: 'mem_4', memberName: 'Suresh Babu', status: 'confirmed', memberEmail: 'suresh@example.com' });
const waitlisted = anAttendee({ id: 'rs3', memberId: 'mem_5', memberName: 'Anil Varma', status: 'waitlist', waitlistPosition: 1 });
const private_ = anAttendee({ id: 'rs4', memberId: 'mem_6', memberName: 'Kavya Nair', status: 'confirmed', shareEmail: false, emergencyContactHidden: true });
const approveUrl = routeUrl('approveRsvp', { params: { eventId: 'ev1', rsvpId: 'rs1' } });
const declineUrl = routeUrl('declineRsvp', { params: { eventId: 'ev1', rsvpId: 'rs1' } });

function setup() {
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST' && url === approveUrl) return { body: { ...pending, status: 'confirmed' } };
    if (init?.method === 'POST' && url === declineUrl) return { body: { ...pending, status: 'declined', rejectionReason: 'Full house' } };
    if (url.startsWith(routeUrl('listEventAttendees', { params: { eventId: 'ev1' } }))) return { body: [confirmed, pending, waitlisted, private_] };
    return undefined;
  });
  renderWithApi(<AttendeesDialog event={anEvent({ isGated: true, waitlistCount: 1 })} onClose={vi.fn()} />);
  return fetchMock;
}

describe('AttendeesDialog', () => {
  it('groups RSVPs by status with what the member told the organizer', async () => {
    setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Attendees: Dallas Networking Evening' }));
    expect((await dialog.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(['Awaiting approval (1)', 'Confirmed (2)', 'Waitlist (1)']);
    const padma = dialog.getAllByTestId('attendee')[0]!;
    expect(padma).toHaveTextContent('Padma Rao');
    const chip = within(padma).getByTestId('person-chip');
    expect(chip).toHaveTextContent('Founder & CEO · Hitec Analytics');
    expect(within(chip).getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    expect(padma).toHaveTextContent('Answer to the approval criteria: I run a 40-person SaaS company in Dallas');
    expect(padma).toHaveTextContent('Special requests: Wheelchair access');
    expect(padma).toHaveTextContent('Dietary restrictions: Jain');
    expect(padma).toHaveTextContent('Emergency contact: Ravi +91 98490 12345');
    expect(within(padma).getByText('Awaiting Approval')).toBeInTheDocument();
    expect(dialog.getByText('#1')).toBeInTheDocument();
  });

  it('approves a pending RSVP', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Padma Rao' }));
    expect(await screen.findByText('Approved Padma Rao')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', approveUrl)).toHaveLength(1);
  });

  it('refreshes the registered count after an approval, without reopening', async () => {
    const user = userEvent.setup();
    let seated = 12;
    const eventUrl = routeUrl('getEvent', { params: { eventId: 'ev1' } });
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url === approveUrl) {
        seated += 1;
        return { body: { ...pending, status: 'confirmed' } };
      }
      if (url === eventUrl) return { body: anEvent({ isGated: true, currentAttendees: seated }) };
      if (url.startsWith(routeUrl('listEventAttendees', { params: { eventId: 'ev1' } }))) return { body: [pending] };
      return undefined;
    });
    renderWithApi(<AttendeesDialog event={anEvent({ isGated: true, currentAttendees: 12 })} onClose={vi.fn()} />);
    expect(await screen.findByText('12/40 registered')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Approve Padma Rao' }));

    expect(await screen.findByText('13/40 registered')).toBeInTheDocument();
  });

  it('declines a pending RSVP with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    await user.click(await screen.findByRole('button', { name: 'Decline Padma Rao' }));
    await user.type(screen.getByLabelText('Reason for declining Padma Rao'), 'Full house');
    await user.click(screen.getByRole('button', { name: 'Decline RSVP' }));
    expect(await screen.findByText('Declined Padma Rao')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', declineUrl)[0]![1]?.body))).toEqual({ reason: 'Full house' });
  });
});

describe('AttendeesDialog: contact data by consent', () => {
  it('explains hidden e-mails and emergency contacts kept for the event day', async () => {
    setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Attendees: Dallas Networking Evening' }));
    expect(dialog.getByText(/E-mails show only for members who chose to share theirs with the organizer/)).toBeInTheDocument();
    expect(dialog.getByText(/Emergency contacts are visible on the event day only/)).toBeInTheDocument();
    const kavya = (await dialog.findAllByTestId('attendee')).find((row) => row.textContent?.includes('Kavya Nair'))!;
    expect(kavya).toHaveTextContent('e-mail not shared with the organizer');
    expect(kavya).toHaveTextContent('Emergency contact: given, visible on the event day');
    const suresh = dialog.getAllByTestId('attendee').find((row) => row.textContent?.includes('Suresh Babu'))!;
    expect(suresh).toHaveTextContent('suresh@example.com');
  });

  it('exports “Not shared” for a withheld e-mail and no emergency contact before the event day', () => {
    const [, row] = attendeesCsv([private_]).split('\r\n');
    expect(row).toBe('Kavya Nair,Not shared,Confirmed,,2026-11-21T10:00:00Z,,,,Visible on the event day,');
  });
});

describe('attendeesCsv', () => {
  it('writes one row per RSVP, quoting where needed and defusing formulas', () => {
    const csv = attendeesCsv([
      pending,
      anAttendee({ id: 'x', memberName: 'Rao, K.', specialRequests: '=HYPERLINK("x")', status: 'checked_in', checkedInAt: '2026-12-12T00:40:00.000Z' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,E-mail,Status,Waitlist position,RSVP at,Checked in at,Special requests,Dietary restrictions,Emergency contact,Decline reason',
      'Padma Rao,,Pending,,2026-11-21T10:00:00Z,,Wheelchair access,Jain,Ravi +91 98490 12345,',
      '"Rao, K.",,Checked in,,2026-11-21T10:00:00Z,2026-12-12T00:40:00.000Z,"\'=HYPERLINK(""x"")",,,',
      '',
    ]);
  });
});
