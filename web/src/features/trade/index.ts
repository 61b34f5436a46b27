/** The trade feature's public API: Cross-Border Trade Assistance and the Import-Export Connector. */
export { TradeAssistancePage } from './components/trade-assistance-page';
export { ImportExportConnectorPage } from './components/connector-page';
