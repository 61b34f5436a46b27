import {
  INTRO_PURPOSES,
  introRequestBody,
  labelOf,
  networkUrls,
  type IntroPurpose,
  type IntroRequestFields,
  type PathMember,
  type RelationshipAnswer,
} from '@club/shared';
import { Button, Flex, Loader, Placeholder, SelectField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog, leaveOutBlank, useZodForm, type FormValues } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useCreateIntroRequest } from '../api/create-intro-request';
import { useRelationship } from '../api/get-relationship';
import { fullName } from '../api/network-write';

/**
 * The form's values for a request's fields (`Fields`: the shared definition's type; see `FormValues`): the
 * target and introducer are the card's, not typed; the purpose as chosen.
 */
export type IntroFormValues<Fields = IntroRequestFields> = FormValues<Fields, 'targetUserId' | 'introducerId', { purpose: IntroPurpose }>;
type IntroForm = IntroFormValues;

/** Form defaults: a business introduction, no message. */
export const emptyIntroForm = (): IntroForm => ({ purpose: 'business', message: '' });

/**
 * The Request Introduction dialog: Purpose (business by
 * default), Message, Send Request reading 'Sending...' while pending; the toast
 * 'Introduction request sent successfully!' and the introductions refetched.
 * The introducer is the mutual connection the 2nd degree card names.
 */
export function IntroDialog({ target, introducer, onClose }: { target: PathMember; introducer: PathMember; onClose: () => void }) {
  // How the two stand, read when the dialog opens: a request already made (a stale nudge or card) is said before anything is typed.
  const standing = useRelationship(target.id);
  // Decided once, from the answer as the dialog opened: the request this dialog sends changes that answer, and the
  // refetch must not swap the form for a refusal before the form's own success closes the dialog.
  const [opened, setOpened] = useState<{ answer: RelationshipAnswer | undefined }>();
  if (opened === undefined && !standing.isPending) setOpened({ answer: standing.data });
  // No form until the answer is known, so nothing typed is replaced by a refusal; a failed check leaves the send to the API's own check.
  if (opened === undefined) return <CheckingDialog onClose={onClose} />;
  const refusal = refusalOf(opened.answer, target);
  if (refusal) return <AlreadyDialog target={target} onClose={onClose} {...refusal} />;
  return <IntroForm target={target} introducer={introducer} onClose={onClose} />;
}

/** Why asking is pointless now, and the introduction to open instead when there is one. */
function refusalOf(answer: RelationshipAnswer | undefined, target: PathMember): { text: string; introductionId?: string } | undefined {
  if (!answer) return undefined;
  if (answer.relationship === 'blocked') return { text: 'You cannot ask for an introduction to this member.' };
  if (answer.relationship === 'connected') return { text: `You are already connected with ${fullName(target)}.` };
  if (answer.introductionId) return { text: `You have already asked for an introduction to ${fullName(target)}.`, introductionId: answer.introductionId };
  return undefined;
}

/** Where the form will be, while the relationship is read: a status line over placeholders of the form's fields. */
function CheckingDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Request Introduction">
      <Flex alignItems="center" gap="0.5rem" role="status">
        <Loader /> <Text>Checking whether you have already asked…</Text>
      </Flex>
      <Flex direction="column" gap="0.75rem" aria-hidden="true" data-testid="intro-skeleton">
        <Placeholder />
        <Placeholder size="large" />
        <Placeholder size="large" />
      </Flex>
    </Dialog>
  );
}

function AlreadyDialog({
  target,
  text,
  introductionId,
  onClose,
}: {
  target: PathMember;
  text: string;
  introductionId?: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Request Introduction">
      <Text role="status">{text}</Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        {introductionId ? (
          <Link to={networkUrls.introduction(introductionId)} onClick={onClose} aria-label={`View your introduction request to ${fullName(target)}`}>
            View request
          </Link>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </Flex>
    </Dialog>
  );
}

function IntroForm({ target, introducer, onClose }: { target: PathMember; introducer: PathMember; onClose: () => void }) {
  const create = useCreateIntroRequest();
  const form = useZodForm(introRequestBody, {
    defaultValues: emptyIntroForm(),
    toBody: (values: IntroForm) => ({
      ...leaveOutBlank(values, ['message']),
      targetUserId: target.id,
      introducerId: introducer.id,
      status: 'pending' as const,
    }),
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Request Introduction"
      onSubmit={submit}
      submitLabel="Send Request"
      pendingLabel="Sending..."
      isPending={create.isPending}
    >
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
