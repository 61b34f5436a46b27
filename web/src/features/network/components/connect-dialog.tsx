import { connectBody, type NetworkUser, type RelationshipAnswer } from '@club/shared';
import { Button, Flex, Loader, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useRef, type ReactNode } from 'react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useAcceptConnectionRequest } from '../api/accept-connection-request';
import { useDeclineConnectionRequest } from '../api/decline-connection-request';
import { useRelationship } from '../api/get-relationship';
import { fullName } from '../api/network-write';
import { useSendConnectionRequest } from '../api/send-connection-request';
import { useWithdrawConnectionRequest } from '../api/withdraw-connection-request';

const EMPTY = { note: '' };

/** The other member as the relationship answer names them, when it does. */
const userOf = (answer: RelationshipAnswer | undefined): NetworkUser | undefined => answer?.connection?.toUser ?? answer?.request?.user;

/**
 * Connect, from a directory card, a 2nd/3rd degree card or a
 * nudge's `?connect=` link: first asks how the two members stand, then offers
 * what fits: the request form with an optional note, Withdraw for a pending
 * request of one's own, Accept/Decline for theirs, or says they are connected.
 */
export function ConnectDialog({ memberId, name, onClose }: { memberId: string; name?: string; onClose: () => void }) {
  const relationship = useRelationship(memberId);
  const answer = relationship.data;
  const who = name ?? (userOf(answer) ? fullName(userOf(answer)!) : 'this member');
  const title = `Connect with ${who}`;
  // Once the form is shown it stays until the dialog closes: sending puts the request into the relationship's
  // cache, and swapping the form out for "request sent" would unmount it before it closes the dialog.
  const asking = useRef<boolean | undefined>(undefined);
  if (answer && asking.current === undefined) asking.current = answer.relationship === 'none';

  if (relationship.isPending) {
    return (
      <Dialog open onClose={onClose} title={title}>
        <Flex alignItems="center" gap="0.5rem" role="status">
          <Loader /> <Text>Checking how you are connected…</Text>
        </Flex>
      </Dialog>
    );
  }
  if (relationship.isError || !answer) {
    return (
      <Dialog open onClose={onClose} title={title}>
        <Text role="alert">This member could not be found. They may have left the club.</Text>
        <CloseRow onClose={onClose} />
      </Dialog>
    );
  }
  if (asking.current) return <ConnectForm memberId={memberId} who={who} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title={title}>
      <RelationshipState answer={answer} who={who} onClose={onClose} />
    </Dialog>
  );
}

function CloseRow({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
      {children}
      <Button onClick={onClose}>Close</Button>
    </Flex>
  );
}

function RelationshipState({ answer, who, onClose }: { answer: RelationshipAnswer; who: string; onClose: () => void }) {
  const accept = useAcceptConnectionRequest();
  const decline = useDeclineConnectionRequest();
  const withdraw = useWithdrawConnectionRequest();
  const user = userOf(answer);
  switch (answer.relationship) {
    case 'self':
      return (
        <>
          <Text>This is you.</Text>
          <CloseRow onClose={onClose} />
        </>
      );
    case 'connected':
      return (
        <>
          <Text>You are already connected with {who}.</Text>
          <CloseRow onClose={onClose} />
        </>
      );
    case 'blocked':
      return (
        <>
          <Text>You cannot connect with this member.</Text>
          <CloseRow onClose={onClose} />
        </>
      );
    case 'outgoing':
      return (
        <>
          <Text>Your request to {who} is waiting for their answer.</Text>
          {answer.request?.note ? <Text className="muted">Your note: {answer.request.note}</Text> : null}
          <CloseRow onClose={onClose}>
            {user ? (
              <Button onClick={() => withdraw.mutate(user, { onSuccess: onClose })} isLoading={withdraw.isPending} loadingText="Withdrawing...">
                Withdraw Request
              </Button>
            ) : null}
          </CloseRow>
        </>
      );
    case 'incoming':
      return (
        <>
          <Text>{who} has asked to connect with you.</Text>
          {answer.request?.note ? <Text className="muted">“{answer.request.note}”</Text> : null}
          <CloseRow onClose={onClose}>
            {user ? (
              <>
                <Button onClick={() => decline.mutate(user, { onSuccess: onClose })} isDisabled={accept.isPending || decline.isPending}>
                  Decline
                </Button>
                <Button variation="primary" onClick={() => accept.mutate(user, { onSuccess: onClose })} isLoading={accept.isPending} loadingText="Accepting...">
                  Accept
                </Button>
              </>
            ) : null}
          </CloseRow>
        </>
      );
    default:
      return <CloseRow onClose={onClose} />;
  }
}

function ConnectForm({ memberId, who, onClose }: { memberId: string; who: string; onClose: () => void }) {
  const send = useSendConnectionRequest();
  const form = useZodForm(connectBody, {
    defaultValues: EMPTY,
    toBody: (values: typeof EMPTY) => ({ toUserId: memberId, ...leaveOutBlank(values, ['note']) }),
  });
  const submit = form.onSubmit((body) => send.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Connect with ${who}`}
      onSubmit={submit}
      submitLabel="Send Request"
      pendingLabel="Sending..."
      isPending={send.isPending}
    >
      <Text className="muted">{who} sees your request with your note and can accept or decline it.</Text>
      <TextAreaField label="Note (optional)" rows={3} placeholder="Say where you met or why you would like to connect" {...form.field('note')} />
    </FormDialog>
  );
}
