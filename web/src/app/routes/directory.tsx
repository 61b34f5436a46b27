import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Directory screen (/directory). */
export default function DirectoryRoute() {
  return <ScreenPage title={paths.directory.title} subtitle={paths.directory.subtitle} />;
}
