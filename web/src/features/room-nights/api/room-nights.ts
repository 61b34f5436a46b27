import type { RoomNight, RoomNightBody, RoomRequest } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

export const useAvailableRoomNights = (limit?: number) => usePagedListByKey<RoomNight>(['/api/room-nights', limit ? { limit } : {}]);
export const useMyRoomNights = () => usePagedListByKey<RoomNight>(['/api/room-nights', { mine: 'true' }]);
export const useMyRequests = () => usePagedListByKey<RoomRequest>(['/api/room-night-requests']);
export const useRequestsFor = (roomNightId: string) => usePagedListByKey<RoomRequest>(['/api/room-nights', roomNightId, 'requests']);

export const useCreateRoomNight = () =>
  useApiWrite<RoomNightBody, RoomNight>('/api/room-nights', {
    invalidate: [['/api/room-nights']],
    successTitle: 'Room night posted',
    failure: 'Failed to post the room night. Please try again.',
  });

/** Request, accept, complete and cancel: the exchange's lists refresh after each; 409s say why. */
export function useExchangeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown; success: string }) => apiRequest<unknown>('POST', path, body),
    onSuccess: async (_data, { success }) => {
      toast({ title: success, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/room-nights'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/room-night-requests'] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const detail = /^\d{3}: (.*)$/.exec(error.message)?.[1];
      let message = 'Please try again.';
      try {
        message = (JSON.parse(detail ?? '') as { message?: string }).message ?? message;
      } catch {
        // not JSON: keep the generic message
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });
}
