import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { requestReads } from './culture-write';
import { formFailure } from '../../../components/form';

/** Rate Response: 1-5 stars and optional feedback, once, only when resolved (409 otherwise). */
export const useRateCulturalRequest = (requestId: string) =>
  useRouteWrite('rateCulturalRequest', {
    input: (body: CallInput<'rateCulturalRequest'>['body']) => ({ params: { requestId }, body }),
    invalidate: requestReads,
    successTitle: 'Thank you for your rating!',
    failure: formFailure,
  });
