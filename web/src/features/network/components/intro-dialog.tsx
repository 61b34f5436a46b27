import { INTRO_PURPOSES, introRequestBody, type IntroPurpose, type PathMember, labelOf } from '@club/shared';
import { SelectField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { useCreateIntroRequest } from '../api/create-intro-request';
import { fullName } from '../api/network-write';

const EMPTY = { purpose: 'business' as IntroPurpose, message: '' };

/**
 * The Request Introduction dialog (spec 2 §2.4, §5, §7): Purpose (business by
 * default), Message, Send Request reading 'Sending...' while pending; the toast
 * 'Introduction request sent successfully!' and the introductions refetched.
 * The introducer is the mutual connection the 2nd degree card names.
 */
export function IntroDialog({ target, introducer, onClose }: { target: PathMember; introducer: PathMember; onClose: () => void }) {
  const create = useCreateIntroRequest();
  const form = useZodForm(introRequestBody, {
    defaultValues: EMPTY,
    toBody: (values: typeof EMPTY) => ({
      ...leaveOutBlank(values, ['message']),
      targetUserId: target.id,
      introducerId: introducer.id,
      status: 'pending' as const,
    }),
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog open onClose={onClose} title="Request Introduction" onSubmit={submit} submitLabel="Send Request" pendingLabel="Sending..." isPending={create.isPending}>
      <Text>
        Ask <strong>{fullName(introducer)}</strong> to introduce you to <strong>{fullName(target)}</strong>.
      </Text>
      <SelectField label="Purpose" {...form.field('purpose')}>
        {INTRO_PURPOSES.map((purpose) => (
          <option key={purpose} value={purpose}>
            {labelOf(purpose)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Message" rows={4} placeholder={`Why would you like to meet ${target.firstName}?`} {...form.field('message')} />
    </FormDialog>
  );
}
