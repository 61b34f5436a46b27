import { CM_DAY_TAKEN, type CmRequestUpdateParsed } from '@club/shared';
import { hasStatus } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { cmReads } from './cm-write';
import { apiReason, formFailure } from '../../../components/form';

/** POST /api/cm-office/requests: Save as Draft (submit false) or Submit (submit true). */
export const useCreateCmRequest = () =>
  useRouteWrite('createCmRequest', {
    invalidate: cmReads,
    successTitle: (body) => (body.submit ? 'Meeting request submitted' : 'Draft saved'),
    failure: formFailure,
  });

/** PATCH /api/cm-office/requests/{id}: edit a draft (the whole form; 409 once submitted). */
export const useUpdateCmRequest = () =>
  useRouteWrite('updateCmRequest', {
    input: ({ requestId, body }: { requestId: string; body: CmRequestUpdateParsed; quiet?: boolean }) => ({ params: { requestId }, body }),
    invalidate: cmReads,
    successTitle: ({ quiet }) => (quiet ? '' : 'Draft saved'),
    failure: formFailure,
  });

/** POST /api/cm-office/requests/{id}/submit: draft → submitted. */
export const useSubmitCmRequest = () =>
  useRouteWrite('submitCmRequest', {
    input: (requestId: string) => ({ params: { requestId } }),
    invalidate: cmReads,
    successTitle: 'Meeting request submitted',
    failure: formFailure,
  });

/** POST /api/cm-office/requests/{id}/slot: pick an open slot; a slot taken meanwhile, or a second slot of one day, answers 409. */
export const useBookCmSlot = () =>
  useRouteWrite('bookCmSlot', {
    input: ({ requestId, slotId }: { requestId: string; slotId: string }) => ({ params: { requestId }, body: { slotId } }),
    invalidate: cmReads,
    successTitle: 'Slot booked',
    failure: (error) => (hasStatus(error, 409) && apiReason(error) !== CM_DAY_TAKEN ? 'That slot has just been taken. Please pick another.' : apiReason(error)),
  });
