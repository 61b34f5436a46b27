import { CulturalConciergePage } from '../../features/culture';

/** Cultural Concierge (/cultural-concierge). */
export default function CulturalConciergeRoute() {
  return <CulturalConciergePage />;
}
