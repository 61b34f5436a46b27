import { eventRoutes, type EventDetail } from '@club/shared';
import { Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useAnnounce } from '../api/announcements';

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
