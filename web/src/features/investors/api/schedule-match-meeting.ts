import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { formFailure } from '../../../components/form';

/** Schedule Meeting: book one of the investor's pitch slots (exactly once) or propose a time. */
export const useScheduleMeeting = (matchId: string) =>
  useRouteWrite('scheduleMatchMeeting', {
    input: (body: CallInput<'scheduleMatchMeeting'>['body']) => ({ params: { matchId }, body }),
    invalidate: investorReads,
    successTitle: 'Meeting scheduled',
    successDescription: 'Both of you can add it to your calendars.',
    failure: formFailure,
  });
