import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationReads } from './notification-reads';

/** Asks for the count and the list again (the panel opening): a member opening the bell expects what is new now. */
export function useRefreshNotifications(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of notificationReads) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
