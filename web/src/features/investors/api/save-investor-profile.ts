import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { formFailure } from '../../../components/form';

/** PUT /api/investor-profile: Setup Investor Profile and Edit Profile (whole form); the API proposes fitting opportunities. */
export const useSaveInvestorProfile = (isNew: boolean) =>
  useRouteWrite('saveInvestorProfile', {
    invalidate: investorReads,
    successTitle: isNew ? 'Investor profile created' : 'Investor profile updated',
    failure: formFailure,
  });
