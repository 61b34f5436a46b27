import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { formFailure } from '../../../components/form';

/** Follow Up (the requester): the date the nudge job reminds them on. */
export const useFollowUpIntroRequest = (introId: string) =>
  useRouteWrite('followUpIntroRequest', {
    input: (body: { followUpAt: string }) => ({ params: { introId }, body }),
    invalidate: graphReads,
    successTitle: 'Follow-up date set',
    failure: formFailure,
  });
