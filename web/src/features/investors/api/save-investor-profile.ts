import { useRouteWrite } from '../../../lib/route-write';
import { formFailure, investorReads } from './investor-write';

/** PUT /api/investor-profile: Setup Investor Profile and Edit Profile (whole form); the API proposes fitting opportunities. */
export const useSaveInvestorProfile = (isNew: boolean) =>
  useRouteWrite('saveInvestorProfile', {
    invalidate: investorReads,
    successTitle: isNew ? 'Investor profile created' : 'Investor profile updated',
    failure: formFailure,
  });
