import { CM_DURATIONS, type CmSlot, cmOfficeRoutes } from '@club/shared';
import { Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { FieldError, FormActions, errorProps, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { usePublishCmSlot } from '../api/publish-cm-slot';
import { todayInIndia } from '../labels';

type Values = { date: string; time: string; durationMinutes: string; location: string };

/** Slots are India days and times (the CM office's zone), whatever the staff member's own zone. */
const startTime = ({ date, time }: Values) => `${date}T${time}:00+05:30`;

/**
 * Publish a meeting slot: date, start time (IST), 30/45/60/90 minutes and
 * where. `onPublished` gets the slot (the scheduler picks it at once).
 */
export function PublishSlotForm({
  defaultDate = '',
  onCancel,
  onPublished,
}: {
  defaultDate?: string;
  onCancel: () => void;
  onPublished?: (slot: CmSlot) => void;
}) {
  const publish = usePublishCmSlot();
  const form = useZodForm(cmOfficeRoutes.publishCmSlot.body, {
    defaultValues: { date: defaultDate, time: '', durationMinutes: '30', location: '' } as Values,
    // A blank day or time is the repo's required-fields toast; the schema then checks the instant.
    required: ['date', 'time'],
    toBody: (values: Values) => ({ startTime: startTime(values), durationMinutes: values.durationMinutes, location: values.location }),
  });
  const submit = form.onSubmit((body) =>
    publish.mutate(
      body,
      form.mutateOptions<CmSlot>((slot) => onPublished?.(slot)),
    ),
  );
  const timeError = errorProps(form.formState.errors, 'startTime');
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Publish slot">
      <Flex gap="0.75rem" wrap="wrap" className="staff-form__row">
        <TextField label="Date" type="date" min={todayInIndia()} {...form.register('date')} hasError={timeError.hasError} />
        <TextField label="Start time (IST)" type="time" {...form.register('time')} hasError={timeError.hasError} />
        <SelectField label="Duration" {...form.field('durationMinutes')}>
          {CM_DURATIONS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes} minutes
            </option>
          ))}
        </SelectField>
      </Flex>
      <FieldError message={timeError.errorMessage} />
      <TextField label="Location" placeholder="Liaison office, Hyderabad" {...form.field('location')} />
      <FormActions onCancel={onCancel} submitLabel="Publish slot" pendingLabel="Publishing..." isPending={publish.isPending} />
    </form>
  );
}

/** Publish slot from the queue's heading. */
export function PublishSlotDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Publish a meeting slot">
      <PublishSlotForm onCancel={onClose} onPublished={onClose} />
    </Dialog>
  );
}
