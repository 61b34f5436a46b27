import type { ConciergeTicket, TicketBody, TicketDetail, TicketMessage, TicketStatus } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

export const useTickets = (status?: TicketStatus) => usePagedListByKey<ConciergeTicket>(['/api/concierge-tickets', status ? { status } : {}]);
export const useTicket = (ticketId: string) => useQuery<TicketDetail>({ queryKey: ['/api/concierge-tickets', ticketId] });

/** POST /api/concierge-tickets: the spec's 'Request Submitted' toast and failure message; lists refresh. */
export const useCreateTicket = (options: { silent?: boolean } = {}) =>
  useApiWrite<TicketBody, ConciergeTicket>('/api/concierge-tickets', {
    invalidate: [['/api/concierge-tickets']],
    ...(options.silent
      ? {}
      : { successTitle: 'Request Submitted', successDescription: 'Your concierge request has been submitted. Our team will respond shortly.' }),
    failure: 'Failed to submit request. Please try again.',
  });

/** Add Update and Close: both refresh the ticket and the lists. */
export function useTicketActions(ticketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/concierge-tickets'] });
  const onError = (error: Error) => {
    if (!isUnauthorizedError(error)) toast({ title: 'Error', description: error.message.includes('closed') ? 'This ticket is closed.' : 'Please try again.', variant: 'destructive' });
  };
  const path = `/api/concierge-tickets/${encodeURIComponent(ticketId)}`;
  return {
    addUpdate: useMutation({
      mutationFn: (body: string) => apiRequest<TicketMessage>('POST', `${path}/messages`, { body }),
      onSuccess: async () => {
        toast({ title: 'Update added', variant: 'success' });
        await refresh();
      },
      onError,
    }),
    close: useMutation({
      mutationFn: () => apiRequest<ConciergeTicket>('POST', `${path}/close`),
      onSuccess: async () => {
        toast({ title: 'Ticket closed', variant: 'success' });
        await refresh();
      },
      onError,
    }),
  };
}
