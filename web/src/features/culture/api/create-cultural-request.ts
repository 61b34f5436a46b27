import { useRouteWrite } from '../../../lib/route-write';
import { SUBMITTED_TOAST } from '../labels';
import { formFailure, requestReads } from './culture-write';

/** POST /api/cultural-requests: refetch My Requests, toast 'Cultural assistance request submitted successfully!' (spec 2 §7). */
export const useCreateCulturalRequest = () =>
  useRouteWrite('createCulturalRequest', {
    invalidate: requestReads,
    successTitle: SUBMITTED_TOAST,
    failure: formFailure,
  });
