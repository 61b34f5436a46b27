import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Forums screen (/forums). */
export default function ForumsRoute() {
  return <ScreenPage title={paths.forums.title} subtitle={paths.forums.subtitle} />;
}
