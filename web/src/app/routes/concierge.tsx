import { ConciergePage } from '../../features/concierge/components/concierge-page';

/** Andhra Concierge Services (/concierge). */
export default function ConciergeRoute() {
  return <ConciergePage />;
}
