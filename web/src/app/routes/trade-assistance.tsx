import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** TradeAssistance screen (/trade-assistance). */
export default function TradeAssistanceRoute() {
  return <ScreenPage title={paths.tradeAssistance.title} subtitle={paths.tradeAssistance.subtitle} />;
}
