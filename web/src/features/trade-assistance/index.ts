/** Cross-Border Trade Assistance's public API: the page, and the shipping calculator the Import-Export Connector shows under Trade Tools. */
export { TradeAssistancePage } from './components/trade-assistance-page';
export { ShippingCalculator } from './components/shipping-calculator';
