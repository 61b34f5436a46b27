import type { CmSlotInput } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/cm-office/slots: publish a meeting slot members (and staff, scheduling) can pick. */
export const usePublishCmSlot = () =>
  useStaffWrite('publishCmSlot', {
    input: (body: CmSlotInput) => ({ body }),
    refresh: [routeKey('listCmAvailableSlots')],
    successTitle: 'Slot published',
  });
