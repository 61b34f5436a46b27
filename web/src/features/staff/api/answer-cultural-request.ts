import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/cultural-requests/{id}/answer: the response resolves the request. */
export const useAnswerCulturalRequest = (requestId: string) =>
  useStaffWrite('answerCulturalRequest', {
    input: (body: { response: string }) => ({ params: { requestId }, body }),
    refresh: [routeKey('listStaffCulturalRequests')],
    successTitle: 'Answer sent',
  });
