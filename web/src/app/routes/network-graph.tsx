import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** NetworkGraph screen (/network-graph). */
export default function NetworkGraphRoute() {
  return <ScreenPage title={paths.networkGraph.title} subtitle={paths.networkGraph.subtitle} />;
}
