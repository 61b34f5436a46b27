import { ImportExportConnectorPage } from '../../features/trade-connector';

/** Import-Export Connector (/import-export-connector). */
export default function ImportExportConnectorRoute() {
  return <ImportExportConnectorPage />;
}
