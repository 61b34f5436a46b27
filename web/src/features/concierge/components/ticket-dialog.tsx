import { conciergeRoutes, labelOf, timeAgo } from '@club/shared';
import { Badge, Button, Flex, Loader, Text, TextAreaField } from '@aws-amplify/ui-react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { ListError } from '../../../components/ui/list-states';
import { useAddTicketUpdate } from '../api/add-concierge-ticket-message';
import { useCloseTicket } from '../api/close-concierge-ticket';
import { useTicket } from '../api/get-concierge-ticket';
import { RateResolution, Stars } from './rate-resolution';
import '../concierge.css';

/**
 * View Details: the ticket, its chat transcript and thread (the club team's
 * replies as "Club team"), the resolution once resolved with Rate this
 * resolution (once; then its stars); Add Update and Close while not closed.
 */
export function TicketDialog({ ticketId, focusUpdate, onClose }: { ticketId: string; focusUpdate?: boolean; onClose: () => void }) {
  const ticket = useTicket(ticketId);
  const addUpdate = useAddTicketUpdate(ticketId);
  const close = useCloseTicket(ticketId);
  const form = useZodForm(conciergeRoutes.addConciergeTicketMessage.body, { defaultValues: { body: '' } });
  const blank = !form.watch('body').trim();
  const submit = form.onSubmit(({ body }) => addUpdate.mutate(body, form.mutateOptions()));
  return (
    <Dialog open onClose={onClose} title={ticket.data?.title ?? 'Request'} size="large">
      {ticket.isPending ? (
        <Loader ariaLabel="Loading request" />
      ) : ticket.isError ? (
        <ListError onRetry={() => void ticket.refetch()} />
      ) : (
        <div className="post-detail">
          <Flex gap="0.5rem" wrap="wrap">
            <Badge size="small">{labelOf(ticket.data.category)}</Badge>
            <Badge size="small" variation="warning">
              {labelOf(ticket.data.priority)}
            </Badge>
            <Badge size="small" variation="info">
              {labelOf(ticket.data.status)}
            </Badge>
            <Text as="span" className="muted">
              {timeAgo(ticket.data.createdAt)}
            </Text>
          </Flex>
          <Text className="post-detail__body">{ticket.data.details}</Text>
          {ticket.data.assignedTo ? <Text>A member of the club team is looking after this request.</Text> : null}
          {ticket.data.resolution && (ticket.data.status === 'resolved' || ticket.data.status === 'closed') ? (
            <section aria-label="Resolution" className="post-detail">
              <Text as="h3" fontWeight="700">
                Resolution
              </Text>
              <Text className="ticket-resolution">{ticket.data.resolution}</Text>
              {ticket.data.satisfaction !== undefined ? (
                <Text>
                  Your rating: <Stars value={ticket.data.satisfaction} />
                </Text>
              ) : ticket.data.status === 'resolved' ? (
                <RateResolution ticketId={ticket.data.id} />
              ) : null}
            </section>
          ) : null}
          {ticket.data.transcript.length ? (
            <details>
              <summary>Chat transcript ({ticket.data.transcript.length} messages)</summary>
              <ol className="reply-list">
                {ticket.data.transcript.map((m) => (
                  <li key={m.id} className="reply">
                    <Text fontWeight="600">{m.type === 'user' ? 'You' : 'Concierge'}</Text>
                    <Text>{m.content}</Text>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
          <section aria-label="Updates">
            <Text as="h3" fontWeight="700">
              Updates
            </Text>
            {ticket.data.thread.length === 0 ? (
              <Text className="muted">No updates yet.</Text>
            ) : (
              <ol className="reply-list">
                {ticket.data.thread.map((m) => (
                  <li key={m.id} className="reply">
                    <Text fontWeight="600">
                      {m.author === 'member' ? 'You' : 'Club team'} <span className="muted">{timeAgo(m.createdAt)}</span>
                    </Text>
                    <Text className="reply__body">{m.body}</Text>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {ticket.data.status !== 'closed' ? (
            <form onSubmit={submit} noValidate className="stack-form">
              <TextAreaField label="Add an update" rows={3} autoFocus={focusUpdate} {...form.field('body')} />
              <Flex justifyContent="space-between" gap="0.5rem" wrap="wrap">
                <Button type="button" onClick={() => close.mutate()} isDisabled={close.isPending}>
                  Close ticket
                </Button>
                <SubmitButton isPending={addUpdate.isPending} pendingLabel="Sending..." isDisabled={blank}>
                  Add Update
                </SubmitButton>
              </Flex>
            </form>
          ) : (
            <Text className="muted">This ticket is closed.</Text>
          )}
        </div>
      )}
    </Dialog>
  );
}
