import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** ImportExportConnector screen (/import-export-connector). */
export default function ImportExportConnectorRoute() {
  return <ScreenPage title={paths.importExportConnector.title} subtitle={paths.importExportConnector.subtitle} />;
}
