import type { DeletionState } from '@club/shared';
import { Button, Card, Heading, Placeholder, Text, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent } from 'react';
import { ListError } from '../../../components/ui/list-states';
import { dayText } from '../../../lib/time-zone';
import { useCancelMyDeletion } from '../api/cancel-my-deletion';
import { useMyDeletion } from '../api/get-my-deletion';
import { useScheduleMyDeletion } from '../api/schedule-my-deletion';
import { markDeletionQuestionAsked } from '../deletion-question-asked';
// The contract's module directly, not the shared index: its constants then load with this page only.
import { DELETION_GRACE_DAYS } from '@club/shared/privacy/constants';

const CONFIRM_WORD = 'DELETE';

/** Scheduled: the date, and the way back. */
function Scheduled({ deleteAfter }: { deleteAfter: string | undefined }) {
  const cancel = useCancelMyDeletion();
  return (
    <div className="privacy-scheduled">
      <Text fontWeight="600">{deleteAfter ? `Your account will be deleted on ${dayText(deleteAfter)}.` : 'Your account is scheduled for deletion.'}</Text>
      <Text>Until then you can use the club as before, and keep your account with one click.</Text>
      <div className="privacy-actions">
        <Button variation="primary" isLoading={cancel.isPending} loadingText="Keeping your account" onClick={() => cancel.mutate()}>
          Keep my account
        </Button>
      </div>
    </div>
  );
}

/** Not scheduled: what goes and what stays, then DELETE typed out to schedule it. */
function ScheduleForm() {
  const schedule = useScheduleMyDeletion();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === CONFIRM_WORD;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    // This page answers the sign-in question itself: the shell does not ask it again after this.
    markDeletionQuestionAsked();
    schedule.mutate({ confirm: CONFIRM_WORD });
  };
  return (
    <form onSubmit={onSubmit} className="privacy-delete-form">
      <Text>Your account is deleted {DELETION_GRACE_DAYS} days after you ask. Until then you can change your mind: signing in asks whether to keep it.</Text>
      <Heading level={3}>What is erased</Heading>
      <ul className="privacy-facts">
        <li>Your profile, photo, contact details and sign-in</li>
        <li>Your posts, replies, listings, jobs, applications, RSVPs, saved items and connections</li>
        <li>Your requests to the club and their messages, your e-mail settings and devices</li>
      </ul>
      <Heading level={3}>What is kept</Heading>
      <ul className="privacy-facts">
        <li>Records the club must keep (the staff audit log and the record of this request), naming you only as a former member</li>
      </ul>
      <Text>Download your data first if you want a copy: it cannot be made afterwards.</Text>
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
        className="privacy-confirm-field"
      />
      <div className="privacy-actions">
        <Button type="submit" variation="destructive" isDisabled={!confirmed} isLoading={schedule.isPending} loadingText="Scheduling">
          Delete my account
        </Button>
      </div>
    </form>
  );
}

/** The section's body for the stored state. */
function DeletionBody({ state }: { state: DeletionState }) {
  return state.status === 'scheduled' ? <Scheduled deleteAfter={state.deleteAfter} /> : <ScheduleForm />;
}

/** Delete your account: schedule the erasure after the grace period, or keep the account while it is scheduled. */
export function DeleteAccountSection() {
  const headingId = useId();
  const deletion = useMyDeletion();
  return (
    <Card variation="outlined" as="section" aria-labelledby={headingId} className="privacy-section privacy-section--danger">
      <Heading level={2} id={headingId}>
        Delete your account
      </Heading>
      {/* Polite: the scheduled date replaces the form after a save, and is read out. */}
      <div aria-live="polite">
        {deletion.isPending ? (
          <div aria-busy="true" aria-label="Loading your account’s state">
            <Placeholder size="large" />
            <Placeholder marginTop="0.5rem" />
          </div>
        ) : deletion.isError ? (
          <ListError onRetry={() => void deletion.refetch()} />
        ) : (
          <DeletionBody state={deletion.data} />
        )}
      </div>
    </Card>
  );
}
