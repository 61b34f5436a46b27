import { csvRows, type Attendee } from '@club/shared';

const STATUS_LABEL: Record<Attendee['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  waitlist: 'Waitlist',
  checked_in: 'Checked in',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Export CSV of View Attendees: one row per RSVP with what the organizer sees (cells neutralised by `csvRows`). */
export function attendeesCsv(attendees: Attendee[]): string {
  const header = [
    'Name',
    'E-mail',
    'Status',
    'Waitlist position',
    'RSVP at',
    'Checked in at',
    'Special requests',
    'Dietary restrictions',
    'Emergency contact',
    'Decline reason',
  ];
  const rows = attendees.map((a) => [
    a.memberName,
    a.memberEmail ?? (a.shareEmail === false ? 'Not shared' : ''),
    STATUS_LABEL[a.status],
    a.waitlistPosition === undefined ? '' : String(a.waitlistPosition),
    a.createdAt,
    a.checkedInAt ?? '',
    a.specialRequests ?? '',
    a.dietaryRestrictions ?? '',
    a.emergencyContact ?? (a.emergencyContactHidden ? 'Visible on the event day' : ''),
    a.rejectionReason ?? '',
  ]);
  return csvRows(header, rows);
}

/** 'hyderabad-cxo-summit-attendees.csv' */
export const attendeesFileName = (title: string): string =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }-attendees.csv`;
