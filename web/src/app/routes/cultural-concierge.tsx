import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** CulturalConcierge screen (/cultural-concierge). */
export default function CulturalConciergeRoute() {
  return <ScreenPage title={paths.culturalConcierge.title} subtitle={paths.culturalConcierge.subtitle} />;
}
