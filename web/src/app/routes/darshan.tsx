import { DarshanPage } from '../../features/darshan/components/darshan-page';

/** VIP Tirumala Darshan Planner (/darshan). */
export default function DarshanRoute() {
  return <DarshanPage />;
}
