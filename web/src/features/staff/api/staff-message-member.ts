import { useStaffWrite } from './staff-write';

/** POST /api/staff/members/{id}/messages: write to a member from the staff console (`clientKey` makes a retried send post once). */
export const useStaffMessageMember = (memberId: string) =>
  useStaffWrite('staffMessageMember', {
    input: ({ body, clientKey }: { body: string; clientKey: string }) => ({ params: { memberId }, body: { body, clientKey } }),
    refresh: [],
    successTitle: 'Message sent',
  });
