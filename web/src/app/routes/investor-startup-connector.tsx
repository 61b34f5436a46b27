import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** InvestorStartupConnector screen (/investor-startup-connector). */
export default function InvestorStartupConnectorRoute() {
  return <ScreenPage title={paths.investorStartupConnector.title} subtitle={paths.investorStartupConnector.subtitle} />;
}
