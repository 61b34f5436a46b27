import { DEFAULT_WATERMARK_TEMPLATE, dealRoomRoutes, type Deal, type DealDetails, type DealUpdateParsed } from '@club/shared';
import { CheckboxField, Flex, Heading, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { SubmitButton, applyServerIssues, useZodForm, type FormValues } from '../../../components/form';
import { useUpdateDeal } from '../api/update-deal';

/** The form's values for the room settings: the edit's fields but the details (`Fields`: the parsed edit; see `FormValues`). */
export type SettingsValues<Fields = DealUpdateParsed> = FormValues<Fields, keyof DealDetails>;

/** The room's settings in the form (a setting added to the edit fails to compile here). */
export const settingsOf = (deal: Deal): SettingsValues => ({
  roomName: deal.room?.name ?? deal.title,
  roomDescription: deal.room?.description ?? '',
  watermarkTemplate: deal.room?.watermarkTemplate ?? DEFAULT_WATERMARK_TEMPLATE,
  roomExpiryDate: deal.room?.expiryDate ?? '',
  deckOpenToDealFlow: deal.room?.deckOpenToDealFlow ?? false,
});

/** A blank expiry is sent as null: the room no longer expires. */
const bodyOf = (values: SettingsValues) => ({ ...values, roomExpiryDate: values.roomExpiryDate.trim() || null });

/** The founder's room settings: name, description, watermark, expiry and whether deal flow may open the pitch deck. */
export function RoomSettingsForm({ deal }: { deal: Deal }) {
  const save = useUpdateDeal(deal.id, 'Room settings saved');
  const form = useZodForm(dealRoomRoutes.updateDeal.body, { defaultValues: settingsOf(deal), toBody: bodyOf });
  // What the form holds, not the parsed body: a cleared field must reach the API as sent (blank, or null for
  // the expiry) to clear it; the parsed body leaves it undefined, and JSON drops that key.
  const submit = form.onSubmit(() =>
    save.mutate(bodyOf(form.getValues()), {
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => applyServerIssues(error, form.setError),
    }),
  );
  return (
    <section className="deal-section" aria-labelledby="room-settings-heading">
      <Heading level={2} id="room-settings-heading" className="deal-section__title">
        Room settings
      </Heading>
      <form onSubmit={submit} noValidate className="stack-form">
        <TextField label="Room name" maxLength={200} {...form.field('roomName')} />
        <TextAreaField label="Description" rows={3} maxLength={2000} {...form.field('roomDescription')} />
        <TextField
          label="Watermark"
          maxLength={200}
          descriptiveText="Drawn over every page each viewer sees. {name}, {email} and {date} become the viewer’s name, e-mail and the day."
          {...form.field('watermarkTemplate')}
        />
        <TextField
          label="Room expiry date (optional)"
          type="date"
          descriptiveText="After this day only you can open the room. Leave it empty for no expiry."
          {...form.field('roomExpiryDate')}
        />
        <CheckboxField label="Let deal-flow members view the pitch deck without a grant" {...form.checkbox('deckOpenToDealFlow')} />
        <Flex justifyContent="flex-end">
          <SubmitButton isPending={save.isPending} pendingLabel="Saving..." isDisabled={!form.formState.isDirty}>
            Save settings
          </SubmitButton>
        </Flex>
      </form>
    </section>
  );
}
