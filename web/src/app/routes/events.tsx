import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Events screen (/events). */
export default function EventsRoute() {
  return <ScreenPage title={paths.events.title} subtitle={paths.events.subtitle} />;
}
