import { InvestorConnectorPage } from '../../features/investors';

/** Investor-Startup Connector (/investor-startup-connector). */
export default function InvestorStartupConnectorRoute() {
  return <InvestorConnectorPage />;
}
