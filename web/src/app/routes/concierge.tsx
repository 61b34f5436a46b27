import { ConciergePage } from '../../features/concierge';

/** Andhra Concierge Services (/concierge). */
export default function ConciergeRoute() {
  return <ConciergePage />;
}
