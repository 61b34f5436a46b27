/** The investors feature's public API: the only module of it app/ and other features import. */
export { InvestorCornerPage } from './components/investor-corner-page';
export { InvestorConnectorPage } from './components/connector-page';
