import { ImportExportConnectorPage } from '../../features/trade';

/** Import-Export Connector (/import-export-connector). */
export default function ImportExportConnectorRoute() {
  return <ImportExportConnectorPage />;
}
