import type { Attendee, ClubEvent, RsvpStatus } from '@club/shared';
import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { PersonChip } from '../../../components/people';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { toast } from '../../../components/ui/toast';
import { downloadText } from '../../../lib/csv';
import { useEvent } from '../api/get-event';
import { listAllAttendees, useAttendees } from '../api/list-event-attendees';
import { useApproveRsvp, useDeclineRsvp } from '../api/review-rsvp';
import { attendeesCsv, attendeesFileName } from '../attendees-csv';
import { formatDateTime } from '../event-time';
import { RsvpBadge, registeredText } from './event-bits';

/** An RSVP from before the member's card was kept names them only. */
const nameOnly = (name: string) => ({ firstName: name, lastName: '' });

/** The order View Attendees groups RSVPs in: what needs the organizer first. */
const GROUPS: { status: RsvpStatus; title: string }[] = [
  { status: 'pending', title: 'Awaiting approval' },
  { status: 'confirmed', title: 'Confirmed' },
  { status: 'checked_in', title: 'Checked in' },
  { status: 'waitlist', title: 'Waitlist' },
  { status: 'declined', title: 'Declined' },
  { status: 'cancelled', title: 'Cancelled' },
];

/** View Attendees: RSVPs by status with what members told the organizer; Approve / Decline pending ones; Export CSV. */
export function AttendeesDialog({ event: opened, onClose }: { event: ClubEvent; onClose: () => void }) {
  // The counts come from the event read, which an approval or decline refreshes; the card's copy shows until it answers.
  const event = useEvent(opened.id).data ?? opened;
  const attendees = useAttendees(event.id);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(attendeesFileName(event.title), attendeesCsv(await listAllAttendees(event.id)));
    } catch {
      toast({ title: 'Error', description: 'The attendee list could not be exported. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={`Attendees: ${event.title}`} size="large">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Text fontWeight="600">
          {registeredText(event)}
          {event.waitlistCount ? ` · ${event.waitlistCount} on the waitlist` : ''}
        </Text>
        <Button size="small" onClick={() => void exportCsv()} isDisabled={exporting || attendees.items.length === 0}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Flex>
      <Text className="muted">
        E-mails show only for members who chose to share theirs with the organizer. Emergency contacts are visible on the event day only and are deleted a week
        after the event.
      </Text>
      <PagedListView
        list={attendees}
        items={attendees.items}
        skeletons={3}
        label="Loading attendees"
        empty={<EmptyState title="No RSVPs yet" />}
        render={(shown) => (
          <div className="card-list">
            {GROUPS.map(({ status, title }) => {
              const group = shown.filter((a) => a.status === status);
              if (!group.length) return null;
              return (
                <section key={status} aria-labelledby={`attendees-${status}`}>
                  <Heading level={3} id={`attendees-${status}`} className="side-card__title">
                    {title} ({group.length})
                  </Heading>
                  <ul className="plain-list attendee-list">
                    {group.map((attendee) => (
                      <AttendeeRow key={attendee.id} attendee={attendee} event={event} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      />
    </Dialog>
  );
}

function AttendeeRow({ attendee, event }: { attendee: Attendee; event: ClubEvent }) {
  const approve = useApproveRsvp();
  const decline = useDeclineRsvp();
  const busy = approve.isPending || decline.isPending;
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const details: [string, string | undefined][] = [
    ['Answer to the approval criteria', attendee.gatingAnswer],
    ['Special requests', attendee.specialRequests],
    ['Dietary restrictions', attendee.dietaryRestrictions],
    ['Emergency contact', attendee.emergencyContact ?? (attendee.emergencyContactHidden ? 'given, visible on the event day' : undefined)],
    ['Decline reason', attendee.rejectionReason],
  ];
  return (
    <li className="attendee" data-testid="attendee">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <PersonChip person={attendee.member ?? nameOnly(attendee.memberName)} size="compact">
          {attendee.memberEmail ? (
            <span className="muted">{attendee.memberEmail}</span>
          ) : attendee.shareEmail === false ? (
            <span className="muted">e-mail not shared with the organizer</span>
          ) : null}
        </PersonChip>
        <Flex gap="0.35rem" alignItems="center">
          {attendee.status === 'waitlist' && attendee.waitlistPosition !== undefined ? (
            <Text as="span" className="muted">
              #{attendee.waitlistPosition}
            </Text>
          ) : null}
          <RsvpBadge status={attendee.status} isGated={event.isGated} />
        </Flex>
      </Flex>
      {details.map(([label, value]) =>
        value ? (
          <Text key={label} className="muted">
            {label}: {value}
          </Text>
        ) : null,
      )}
      {attendee.checkedInAt ? <Text className="muted">Checked in {formatDateTime(attendee.checkedInAt, event.timeZone)}</Text> : null}
      {attendee.status === 'pending' ? (
        declining ? (
          <form
            className="stack-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              decline.mutate({ attendee, reason: reason.trim() || undefined }, { onSuccess: () => setDeclining(false) });
            }}
          >
            <TextField label={`Reason for declining ${attendee.memberName}`} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Flex gap="0.5rem" wrap="wrap">
              <Button size="small" type="button" onClick={() => setDeclining(false)}>
                Back
              </Button>
              <Button size="small" type="submit" variation="destructive" isDisabled={busy}>
                Decline RSVP
              </Button>
            </Flex>
          </form>
        ) : (
          <Flex gap="0.5rem" wrap="wrap">
            <Button size="small" variation="primary" isDisabled={busy} onClick={() => approve.mutate(attendee)} aria-label={`Approve ${attendee.memberName}`}>
              Approve
            </Button>
            <Button size="small" isDisabled={busy} onClick={() => setDeclining(true)} aria-label={`Decline ${attendee.memberName}`}>
              Decline
            </Button>
          </Flex>
        )
      ) : null}
    </li>
  );
}
