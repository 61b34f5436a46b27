import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Darshan screen (/darshan). */
export default function DarshanRoute() {
  return <ScreenPage title={paths.darshan.title} subtitle={paths.darshan.subtitle} />;
}
