import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Marketplace screen (/marketplace). */
export default function MarketplaceRoute() {
  return <ScreenPage title={paths.marketplace.title} subtitle={paths.marketplace.subtitle} />;
}
