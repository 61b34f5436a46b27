import { TradeAssistancePage } from '../../features/trade-assistance';

/** Cross-Border Trade Assistance (/trade-assistance). */
export default function TradeAssistanceRoute() {
  return <TradeAssistancePage />;
}
