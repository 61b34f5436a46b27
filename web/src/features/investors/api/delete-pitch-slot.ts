import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { apiReason } from '../../../components/form';

/** DELETE …/pitch-slots/{slotId}: withdraw a slot nobody has booked. */
export const useDeletePitchSlot = () =>
  useRouteWrite('deletePitchSlot', {
    input: (slotId: string) => ({ params: { slotId } }),
    invalidate: investorReads,
    successTitle: 'Pitch slot withdrawn',
    failure: apiReason,
  });
