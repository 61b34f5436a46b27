import { NetworkPage } from '../../features/network';

/** My Andhra Graph (/network-graph). */
export default function NetworkGraphRoute() {
  return <NetworkPage />;
}
