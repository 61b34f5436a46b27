import type { InvestorMatch } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { apiReason } from '../../../components/form';

/** Accept Match (the founder, a pending match): both parties then see each other's e-mail. */
export const useAcceptMatch = () =>
  useRouteWrite('acceptInvestorMatch', {
    input: (match: InvestorMatch) => ({ params: { matchId: match.id } }),
    invalidate: investorReads,
    successTitle: 'Match accepted',
    failure: apiReason,
  });

/** Decline (the founder, a pending match), with an optional note to the investor. */
export const useDeclineMatch = () =>
  useRouteWrite('declineInvestorMatch', {
    input: ({ match, feedback }: { match: InvestorMatch; feedback?: string }) => ({ params: { matchId: match.id }, body: { feedback } }),
    invalidate: investorReads,
    successTitle: 'Match declined',
    failure: apiReason,
  });
