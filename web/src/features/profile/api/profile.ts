import type { Profile, UpdateProfileBody } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';

export const useMyProfile = (enabled = true) => useQuery<Profile>({ queryKey: ['/api/members/me'], enabled });

/** PATCH /api/members/me; the greeting, the directory and the stats follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<Profile>('PATCH', '/api/members/me', body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(['/api/members/me'], profile);
      toast({ title: 'Profile updated', variant: 'success' });
      await Promise.all(
        [['/api/auth/user'], ['/api/members'], ['/api/stats']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      // 400s are shown next to their fields by the dialog.
      if (!isUnauthorizedError(error) && !error.message.startsWith('400:'))
        toast({ title: 'Error', description: 'Failed to update your profile. Please try again.', variant: 'destructive' });
    },
  });
}
