import { type StaffTicketDetail, type TicketMessage, type TicketStatus, staffRoutes, labelOf, timeAgo } from '@club/shared';
import { Badge, Button, Flex, SelectField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useUser } from '../../auth';
import { useAssignStaffTicket } from '../api/assign-staff-ticket';
import { useStaffTicket } from '../api/get-staff-ticket';
import { useColleagues } from '../api/list-colleagues';
import { useReplyStaffTicket } from '../api/reply-staff-ticket';
import { useSetStaffTicketStatus } from '../api/set-staff-ticket-status';
import { fullName } from '../labels';
import { DetailState } from './detail-state';
import { Facts } from './facts';
import { MemberContextCard } from './member-context';

/** Where each move may start (the API's rule; anything else would be a 409). */
const CAN_ASSIGN: readonly TicketStatus[] = ['open', 'assigned', 'in_progress'];
const CAN_START: readonly TicketStatus[] = ['open', 'assigned'];
const CAN_RESOLVE: readonly TicketStatus[] = ['assigned', 'in_progress'];
const CAN_REOPEN: readonly TicketStatus[] = ['resolved', 'closed'];

/** A ticket for staff: the member, the request, the thread, and the moves its status allows. */
export function TicketDetailDialog({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const ticket = useStaffTicket(ticketId);
  return (
    <Dialog open onClose={onClose} title={ticket.data?.title ?? 'Concierge ticket'} size="large">
      <DetailState query={ticket} what="ticket">
        {(data) => <TicketDetail ticket={data} />}
      </DetailState>
    </Dialog>
  );
}

function TicketDetail({ ticket }: { ticket: StaffTicketDetail }) {
  const me = useUser().data;
  const colleagues = useColleagues();
  const nameOf = (id: string) => {
    if (id === me?.id) return 'you';
    const colleague = colleagues.data?.find((c) => c.id === id);
    return colleague ? fullName(colleague) : id;
  };
  return (
    <div className="staff-detail">
      <Flex gap="0.5rem" wrap="wrap" alignItems="center">
        <Badge size="small">{labelOf(ticket.category)}</Badge>
        <Badge size="small" variation="warning">
          {labelOf(ticket.priority)}
        </Badge>
        <Badge size="small" variation="info" data-testid="ticket-status">
          {labelOf(ticket.status)}
        </Badge>
        <Text as="span" className="muted">
          Raised {timeAgo(ticket.createdAt)} · Ticket {ticket.id}
        </Text>
      </Flex>
      <MemberContextCard member={ticket.member} />
      <section aria-label="Request" className="staff-detail__section">
        <Text className="post-detail__body">{ticket.details}</Text>
        <Facts
          items={[
            ['Assigned to', ticket.assignedTo ? nameOf(ticket.assignedTo) : 'Not assigned'],
            [
              'Darshan plan',
              ticket.darshanPlanId ? <Link to={`?tab=darshan&item=${encodeURIComponent(ticket.darshanPlanId)}`}>{ticket.darshanPlanId}</Link> : undefined,
            ],
            ['Resolution', ticket.resolution],
            ['Member’s rating', ticket.satisfaction ? `${ticket.satisfaction} out of 5` : undefined],
          ]}
        />
        {ticket.transcript.length ? (
          <details>
            <summary>Chat transcript ({ticket.transcript.length} messages)</summary>
            <ol className="reply-list">
              {ticket.transcript.map((m) => (
                <li key={m.id} className="reply">
                  <Text fontWeight="600">{m.type === 'user' ? 'Member' : 'Concierge assistant'}</Text>
                  <Text>{m.content}</Text>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </section>
      <TicketActions ticket={ticket} />
      <Thread thread={ticket.thread} />
      {ticket.status !== 'closed' ? <ReplyForm ticketId={ticket.id} /> : null}
      {CAN_RESOLVE.includes(ticket.status) ? <ResolveForm ticketId={ticket.id} from={ticket.status} /> : null}
    </div>
  );
}

/** Assign, start and reopen: each sends the status shown (`from`), so a colleague's move first is a 409. Resolving needs the ticket assigned first. */
function TicketActions({ ticket }: { ticket: StaffTicketDetail }) {
  const me = useUser().data;
  const colleagues = useColleagues();
  const assign = useAssignStaffTicket(ticket.id);
  const setStatus = useSetStaffTicketStatus(ticket.id);
  const [colleagueId, setColleagueId] = useState('');
  const from = ticket.status;
  const busy = assign.isPending || setStatus.isPending;
  const others = (colleagues.data ?? []).filter((c) => c.id !== me?.id);
  return (
    <section aria-label="Actions" className="staff-actions">
      {CAN_ASSIGN.includes(from) ? (
        <>
          {ticket.assignedTo !== me?.id ? (
            <Button size="small" variation="primary" isDisabled={busy} onClick={() => assign.mutate({ from })}>
              Assign to me
            </Button>
          ) : null}
          <Flex gap="0.5rem" alignItems="flex-end" wrap="wrap" className="staff-actions__assign">
            <SelectField
              label="Colleague"
              size="small"
              value={colleagueId}
              onChange={(event) => setColleagueId(event.target.value)}
              isDisabled={!others.length}
            >
              <option value="">{colleagues.isPending ? 'Loading colleagues...' : 'Choose a colleague'}</option>
              {others.map((c) => (
                <option key={c.id} value={c.id}>
                  {fullName(c)}
                  {c.role === 'admin' ? ' (admin)' : ''}
                </option>
              ))}
            </SelectField>
            <Button
              size="small"
              isDisabled={busy || !colleagueId}
              onClick={() => assign.mutate({ assigneeId: colleagueId, from }, { onSuccess: () => setColleagueId('') })}
            >
              Assign to colleague
            </Button>
          </Flex>
        </>
      ) : null}
      {CAN_START.includes(from) ? (
        <Button size="small" isDisabled={busy} onClick={() => setStatus.mutate({ status: 'in_progress', from })}>
          Set In Progress
        </Button>
      ) : null}
      {CAN_REOPEN.includes(from) ? (
        <Button size="small" isDisabled={busy} onClick={() => setStatus.mutate({ status: 'open', from })}>
          Reopen
        </Button>
      ) : null}
    </section>
  );
}

/** The thread: the member's updates and the team's replies, the team's marked as such. */
function Thread({ thread }: { thread: TicketMessage[] }) {
  return (
    <section aria-label="Thread" className="staff-detail__section">
      <Text as="h3" fontWeight="700">
        Thread
      </Text>
      {thread.length === 0 ? (
        <Text className="muted">No messages yet.</Text>
      ) : (
        <ol className="reply-list">
          {thread.map((m) => (
            <li key={m.id} className={m.author === 'staff' ? 'reply staff-reply' : 'reply'} data-testid="thread-message">
              <Text fontWeight="600">
                {m.author === 'staff' ? (
                  <>
                    Club team{' '}
                    <Badge size="small" variation="info">
                      Staff
                    </Badge>
                  </>
                ) : (
                  'Member'
                )}{' '}
                <span className="muted">{timeAgo(m.createdAt)}</span>
              </Text>
              <Text className="reply__body">{m.body}</Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useReplyStaffTicket(ticketId);
  const form = useZodForm(staffRoutes.replyStaffTicket.body, { defaultValues: { body: '' } });
  const submit = form.onSubmit((body) => reply.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Reply">
      <TextAreaField label="Reply to the member" rows={3} {...form.field('body')} />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={reply.isPending} pendingLabel="Sending...">
          Send reply
        </SubmitButton>
      </Flex>
    </form>
  );
}

function ResolveForm({ ticketId, from }: { ticketId: string; from: TicketStatus }) {
  const setStatus = useSetStaffTicketStatus(ticketId);
  const form = useZodForm(staffRoutes.setStaffTicketStatus.body, {
    defaultValues: { resolution: '' },
    toBody: ({ resolution }: { resolution: string }) => ({ status: 'resolved' as const, from, resolution }),
  });
  const submit = form.onSubmit((body) => setStatus.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Resolve">
      <TextAreaField label="Resolution" descriptiveText="The member sees this with the resolved ticket." rows={3} {...form.field('resolution')} />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={setStatus.isPending} pendingLabel="Resolving...">
          Resolve
        </SubmitButton>
      </Flex>
    </form>
  );
}
