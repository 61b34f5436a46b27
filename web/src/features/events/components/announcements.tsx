import { eventRoutes, type EventDetail } from '@club/shared';
import { Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useAnnounce, useAnnouncements } from '../api/announcements';
import { formatDateTime } from '../event-time';

const SEATED = new Set(['confirmed', 'checked_in']);

/** Whether the caller reads the event's announcements: its organizer, or a guest with a seat. */
export const readsAnnouncements = (event: EventDetail, memberId: string | undefined): boolean =>
  event.createdBy === memberId || SEATED.has(event.myRsvp?.status ?? '');

/** The organizer's announcements, newest first, as the guests got them. */
export function Announcements({ event }: { event: EventDetail }) {
  const announcements = useAnnouncements(event.id, true);
  if (announcements.isPending) return <Text className="muted">Loading updates…</Text>;
  if (announcements.isError) return <Text className="muted">Updates could not be loaded.</Text>;
  if (!announcements.data.length) return <Text className="muted">No updates from the organizer yet.</Text>;
  return (
    <ul className="plain-list announcements">
      {announcements.data.map((item) => (
        <li key={item.id}>
          <strong>{item.subject}</strong>
          <Text className="muted">{formatDateTime(item.sentAt, event.timeZone)}</Text>
          <Text className="event-details__text">{item.message}</Text>
        </li>
      ))}
    </ul>
  );
}

const EMPTY = { subject: '', message: '' };

/** Write to guests: a subject and a message to every confirmed guest, as a bell item and an e-mail, once. */
export function AnnounceDialog({ event, onClose }: { event: Pick<EventDetail, 'id' | 'title'>; onClose: () => void }) {
  const announce = useAnnounce(event.id);
  const form = useZodForm(eventRoutes.announceToGuests.body, { defaultValues: EMPTY, toBody: (values: typeof EMPTY) => values });
  const submit = form.onSubmit((body) => announce.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Write to guests: ${event.title}`}
      onSubmit={submit}
      submitLabel="Send to confirmed guests"
      pendingLabel="Sending..."
      isPending={announce.isPending}
    >
      <Text className="muted">Every confirmed guest gets it in their notifications and by e-mail, once. The waitlist is not told.</Text>
      <TextField label="Subject" isRequired maxLength={150} {...form.field('subject')} />
      <TextAreaField label="Message" isRequired rows={6} maxLength={3000} {...form.field('message')} />
    </FormDialog>
  );
}
