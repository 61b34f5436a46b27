import { MarketplacePage } from '../../features/marketplace/components/marketplace-page';

/** Trade Marketplace (/marketplace). */
export default function MarketplaceRoute() {
  return <MarketplacePage />;
}
