/** The Import-Export Connector's public API. */
export { ImportExportConnectorPage } from './components/connector-page';
