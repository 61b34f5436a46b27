import { routes, type StaffMemberDetail } from '@club/shared';
import { Badge, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useSetMessagingSuspended } from '../api/set-messaging-suspended';
import { useStaffMessageMember } from '../api/staff-message-member';
import { dateTime, fullName } from '../labels';

/**
 * A new send's key (128 random bits in hex): the same for retries of one
 * message, a fresh one for the next. getRandomValues, as randomUUID exists
 * only in secure contexts.
 */
const newClientKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Staff: suspend the member from messaging (they still read their threads,
 * they send nothing) or lift it, and write to the member. Staff read no
 * member's messages from here: only reports carry copies of messages.
 */
export function MemberMessaging({ member }: { member: StaffMemberDetail }) {
  const setSuspended = useSetMessagingSuspended(member.id);
  const [writing, setWriting] = useState(false);
  const suspended = Boolean(member.messagingSuspendedAt);
  return (
    <section aria-label="Messaging" className="staff-detail__section">
      <Text fontWeight="700">Messaging</Text>
      {member.messagingSuspendedAt ? (
        <div>
          <Badge variation="error">Suspended from messaging since {dateTime(member.messagingSuspendedAt)}</Badge>
        </div>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap" className="staff-actions">
        <Button size="small" onClick={() => setWriting(true)}>
          Message member
        </Button>
        <Button
          size="small"
          variation={suspended ? undefined : 'destructive'}
          isDisabled={setSuspended.isPending}
          onClick={() => setSuspended.mutate(!suspended)}
        >
          {suspended ? 'Lift messaging suspension' : 'Suspend from messaging'}
        </Button>
      </Flex>
      {writing ? <MessageMemberDialog member={member} onClose={() => setWriting(false)} /> : null}
    </section>
  );
}

function MessageMemberDialog({ member, onClose }: { member: StaffMemberDetail; onClose: () => void }) {
  const send = useStaffMessageMember(member.id);
  const [clientKey] = useState(newClientKey);
  const form = useZodForm(routes.staffMessageMember.body, {
    defaultValues: { body: '' },
    toBody: ({ body }: { body: string }) => ({ body, clientKey }),
  });
  const submit = form.onSubmit((body) => send.mutate(body, form.mutateOptions(onClose)));
  return (
    <Dialog open onClose={onClose} title={`Message ${fullName(member)}`}>
      <form onSubmit={submit} noValidate className="stack-form" aria-label="Message member">
        <TextAreaField label="Message" descriptiveText="The member reads it in Messages, from the club’s staff." rows={5} {...form.field('body')} />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button size="small" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton isPending={send.isPending} pendingLabel="Sending...">
            Send
          </SubmitButton>
        </Flex>
      </form>
    </Dialog>
  );
}
