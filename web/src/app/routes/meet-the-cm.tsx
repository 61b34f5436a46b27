import { MeetTheCmPage } from '../../features/cm-office';

/** Meet The CM (/meet-the-cm). */
export default function MeetTheCmRoute() {
  return <MeetTheCmPage />;
}
