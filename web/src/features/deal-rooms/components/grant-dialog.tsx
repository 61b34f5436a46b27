import { GRANT_MAX_YEARS_AHEAD, dealRoomRoutes, displayName, yearsAfter, type Person, type RoomGrant } from '@club/shared';
import { TextField, Text } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useApproveAccessRequest } from '../api/approve-access-request';
import { useGrantRoomAccess } from '../api/grant-room-access';
import { addDays, todayInIndia } from '../labels';

/** A new grant lasts this many days unless the founder picks another day. */
export const DEFAULT_GRANT_DAYS = 30;

interface GrantValues {
  access: 'view' | 'download';
  expiresOn: string;
}

export const PAST_EXPIRY = 'The expiry date cannot be in the past';
export const FAR_EXPIRY = `Access can be granted for at most ${GRANT_MAX_YEARS_AHEAD} years`;

/**
 * Share the room with one member, or approve their request: View only or
 * View + download, until a day (today at the earliest, at most two years on, India days like the API's).
 */
export function GrantDialog({
  dealId,
  member,
  grant,
  approve = false,
  onClose,
}: {
  dealId: string;
  member: Person;
  /** Their current grant, to change it. */
  grant?: RoomGrant;
  /** Approving their access request rather than granting outright. */
  approve?: boolean;
  onClose: () => void;
}) {
  const grantAccess = useGrantRoomAccess(dealId);
  const approveRequest = useApproveAccessRequest(dealId);
  const write = approve ? approveRequest : grantAccess;
  const today = todayInIndia();
  const latest = yearsAfter(today, GRANT_MAX_YEARS_AHEAD);
  const live = grant?.status === 'active';
  const form = useZodForm(dealRoomRoutes.grantRoomAccess.body, {
    defaultValues: {
      access: live && grant.permissions.includes('download') ? 'download' : 'view',
      expiresOn: live ? grant.expiresOn : addDays(today, DEFAULT_GRANT_DAYS),
    } as GrantValues,
    toBody: (values) => ({ canDownload: values.access === 'download', expiresOn: values.expiresOn }),
    required: ['expiresOn'],
    messages: { expiresOn: 'Choose the last day of access' },
  });
  const submit = form.onSubmit((body) => {
    if (body.expiresOn < todayInIndia()) {
      form.setError('expiresOn', { type: 'validate', message: PAST_EXPIRY }, { shouldFocus: true });
      return;
    }
    if (body.expiresOn > latest) {
      form.setError('expiresOn', { type: 'validate', message: FAR_EXPIRY }, { shouldFocus: true });
      return;
    }
    write.mutate({ memberId: member.id, ...body }, form.mutateOptions(onClose));
  });
  const name = displayName(member, 'this member');
  const title = approve ? `Approve ${name}` : live ? `Change access of ${name}` : `Share the room with ${name}`;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitLabel={approve ? 'Approve' : 'Grant access'}
      pendingLabel="Saving..."
      isPending={write.isPending}
    >
      <fieldset className="checkbox-group">
        <legend>Access</legend>
        <label>
          <input type="radio" value="view" {...form.register('access')} /> View only
        </label>
        <label>
          <input type="radio" value="download" {...form.register('access')} /> View + download
        </label>
      </fieldset>
      <Text className="muted">Downloads are PDFs stamped with the investor’s watermark on every page.</Text>
      <TextField
        label="Access until"
        type="date"
        min={today}
        max={latest}
        isRequired
        descriptiveText="The last day they can open the room."
        {...form.field('expiresOn')}
      />
    </FormDialog>
  );
}
