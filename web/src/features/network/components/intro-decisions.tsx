import { introFollowUpBody, introNoteBody, type Introduction, labelOf } from '@club/shared';
import { Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { useAcceptIntroRequest } from '../api/accept-intro-request';
import { useApproveIntroRequest } from '../api/approve-intro-request';
import { useDeclineIntroRequest } from '../api/decline-intro-request';
import { useFollowUpIntroRequest } from '../api/follow-up-intro-request';
import { fullName } from '../api/network-write';
import { today } from '../format';

const DECISIONS = {
  approve: { title: 'Approve Introduction', submit: 'Approve Introduction', pending: 'Approving...', note: 'Note to the target (optional)' },
  decline: { title: 'Decline Introduction', submit: 'Decline', pending: 'Declining...', note: 'Reason (optional)' },
  accept: { title: 'Accept Introduction', submit: 'Accept Introduction', pending: 'Accepting...', note: 'Note to the requester (optional)' },
} as const;

const EMPTY_NOTE = { note: '' };

/** Approve, decline or accept, each with an optional note. */
export function DecisionDialog({ kind, intro, onClose }: { kind: keyof typeof DECISIONS; intro: Introduction; onClose: () => void }) {
  const approve = useApproveIntroRequest();
  const decline = useDeclineIntroRequest();
  const accept = useAcceptIntroRequest();
  const mutation = { approve, decline, accept }[kind];
  const text = DECISIONS[kind];
  const form = useZodForm(introNoteBody, {
    defaultValues: EMPTY_NOTE,
    toBody: (values: typeof EMPTY_NOTE) => leaveOutBlank(values, ['note']),
  });
  const submit = form.onSubmit((body) => mutation.mutate({ introId: intro.id, note: body.note }, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={text.title}
      onSubmit={submit}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      isPending={mutation.isPending}
    >
      <Text>{decisionText(kind, intro)}</Text>
      {intro.message ? <Text className="muted">“{intro.message}”</Text> : null}
      <TextAreaField label={text.note} rows={3} {...form.field('note')} />
    </FormDialog>
  );
}

function decisionText(kind: keyof typeof DECISIONS, intro: Introduction): string {
  const requester = fullName(intro.requester);
  const target = fullName(intro.targetUser);
  if (kind === 'approve') return `Introduce ${requester} to ${target} (${labelOf(intro.purpose)}). ${intro.targetUser.firstName} is asked next.`;
  if (kind === 'accept') return `Accept the introduction to ${requester}: you are connected once you accept.`;
  return intro.myRole === 'introducer' ? `Decline to introduce ${requester} to ${target}.` : `Decline the introduction to ${requester}.`;
}

/** Follow Up: the requester picks a date (today or later); the nudge job reminds them on it. */
export function FollowUpDialog({ intro, onClose }: { intro: Introduction; onClose: () => void }) {
  const followUp = useFollowUpIntroRequest(intro.id);
  const form = useZodForm(introFollowUpBody, { defaultValues: { followUpAt: intro.followUpAt ?? '' } });
  const submit = form.onSubmit((body) => followUp.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog open onClose={onClose} title="Follow Up" onSubmit={submit} submitLabel="Set Follow-up" pendingLabel="Saving..." isPending={followUp.isPending}>
      <Text>When should we remind you to follow up with {fullName(intro.targetUser)}? A nudge appears on that day.</Text>
      <TextField label="Follow-up date" type="date" min={today()} {...form.field('followUpAt')} />
    </FormDialog>
  );
}
