import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Jobs screen (/jobs). */
export default function JobsRoute() {
  return <ScreenPage title={paths.jobs.title} subtitle={paths.jobs.subtitle} />;
}
