import { InvestorCornerPage } from '../../features/investors';

/** Investor Corner (/investors). */
export default function InvestorsRoute() {
  return <InvestorCornerPage />;
}
