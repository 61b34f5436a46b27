import { investorRoutes } from '@club/shared';
import { Flex, Grid, TextField } from '@aws-amplify/ui-react';
import { FieldError, SubmitButton, errorProps, optionalText, useZodForm } from '../../../components/form';
import { useCreatePitchSlots } from '../api/create-pitch-slots';
import { localToIso, memberTimeZone } from './meeting-time';

interface SlotForm {
  startTime: string;
  endTime: string;
  location: string;
}

/** Add a pitch slot: a window in the investor's own zone, in the future, at most the contract's length; the API's rules show under the form. */
export function AddPitchSlotForm() {
  const create = useCreatePitchSlots();
  const form = useZodForm(investorRoutes.createPitchSlots.body, {
    defaultValues: { startTime: '', endTime: '', location: '' } satisfies SlotForm,
    toBody: (values: SlotForm) => ({
      slots: [
        {
          startTime: localToIso(values.startTime) ?? '',
          endTime: localToIso(values.endTime) ?? '',
          timeZone: memberTimeZone(),
          location: optionalText(values.location),
        },
      ],
    }),
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Add a pitch slot">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: 'repeat(3, minmax(0, 1fr))' }} gap="0.75rem">
        <TextField label="Slot start" type="datetime-local" {...form.field('startTime')} />
        <TextField label="Slot end" type="datetime-local" {...form.field('endTime')} />
        <TextField label="Slot location" placeholder="Video call or address" {...form.field('location')} />
      </Grid>
      <FieldError message={errorProps(form.formState.errors, 'slots').errorMessage} />
      <Flex>
        <SubmitButton isPending={create.isPending} pendingLabel="Adding...">
          Add pitch slot
        </SubmitButton>
      </Flex>
    </form>
  );
}
