import { useRouteWrite } from '../../../lib/route-write';
import { SUBMITTED_TOAST } from '../labels';
import { requestReads } from './culture-write';
import { formFailure } from '../../../components/form';

/** POST /api/cultural-requests: refetch My Requests, toast 'Cultural assistance request submitted successfully!'. */
export const useCreateCulturalRequest = () =>
  useRouteWrite('createCulturalRequest', {
    invalidate: requestReads,
    successTitle: SUBMITTED_TOAST,
    failure: formFailure,
  });
