import { dealRoomRoutes, type Deal } from '@club/shared';
import { TextAreaField } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useRequestRoomAccess } from '../api/request-room-access';

/** Request access: an optional message to the founder. */
export function RequestAccessDialog({ deal, onClose }: { deal: Deal; onClose: () => void }) {
  const ask = useRequestRoomAccess(deal.id);
  const form = useZodForm(dealRoomRoutes.requestRoomAccess.body, { defaultValues: { message: '' } });
  const submit = form.onSubmit((body) => ask.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Request access to ${deal.title}`}
      onSubmit={submit}
      submitLabel="Request access"
      pendingLabel="Sending..."
      isPending={ask.isPending}
    >
      <TextAreaField
        label="Message to the founder (optional)"
        rows={3}
        maxLength={1000}
        descriptiveText="Who you are and why you are interested helps the founder decide."
        {...form.field('message')}
      />
    </FormDialog>
  );
}
