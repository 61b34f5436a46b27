import { MarketplacePage } from '../../features/marketplace';

/** Trade Marketplace (/marketplace). */
export default function MarketplaceRoute() {
  return <MarketplacePage />;
}
