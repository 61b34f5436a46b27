import { StaffConsolePage } from '../../features/staff';

/** The staff console (/staff): members who are not staff see a "Staff only" notice. */
export default function StaffRoute() {
  return <StaffConsolePage />;
}
