import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** MeetTheCm screen (/meet-the-cm). */
export default function MeetTheCmRoute() {
  return <ScreenPage title={paths.meetTheCm.title} subtitle={paths.meetTheCm.subtitle} />;
}
