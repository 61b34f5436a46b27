import { DarshanPage } from '../../features/darshan';

/** VIP Tirumala Darshan Planner (/darshan). */
export default function DarshanRoute() {
  return <DarshanPage />;
}
