import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { formFailure } from '../../../components/form';

/** POST /api/investor-profile/pitch-slots: the investor offers slots founders can book. */
export const useCreatePitchSlots = () =>
  useRouteWrite('createPitchSlots', {
    invalidate: investorReads,
    successTitle: 'Pitch slot added',
    failure: formFailure,
  });
