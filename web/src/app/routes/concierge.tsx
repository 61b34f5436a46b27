import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Concierge screen (/concierge). */
export default function ConciergeRoute() {
  return <ScreenPage title={paths.concierge.title} subtitle={paths.concierge.subtitle} />;
}
