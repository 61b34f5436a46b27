import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { dayText } from '../../../lib/time-zone';
import { useCancelMyDeletion } from '../api/cancel-my-deletion';
import { markDeletionQuestionAsked, wasDeletionQuestionAsked } from '../deletion-question-asked';

/**
 * The sign-in question: a member whose erasure is scheduled is asked, once a
 * browser session, whether to keep the account. Keeping cancels the erasure
 * (the signed-in member is read again, so the question does not come back);
 * continuing only closes the dialog.
 */
export function DeletionQuestion({ deletionScheduledFor }: { deletionScheduledFor: string }) {
  const [open, setOpen] = useState(() => !wasDeletionQuestionAsked());
  const cancel = useCancelMyDeletion();
  const close = () => {
    markDeletionQuestionAsked();
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} title="Keep your account?">
      <Text>Your account is scheduled for deletion on {dayText(deletionScheduledFor)}. Keep your account?</Text>
      <Flex gap="0.5rem" wrap="wrap" marginTop="1rem">
        <Button
          variation="primary"
          isLoading={cancel.isPending}
          loadingText="Keeping your account"
          onClick={() => cancel.mutate(undefined, { onSuccess: close })}
        >
          Keep my account
        </Button>
        <Button onClick={close}>Continue to deletion</Button>
      </Flex>
    </Dialog>
  );
}
