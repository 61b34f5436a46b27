import { TradeAssistancePage } from '../../features/trade';

/** Cross-Border Trade Assistance (/trade-assistance). */
export default function TradeAssistanceRoute() {
  return <TradeAssistancePage />;
}
