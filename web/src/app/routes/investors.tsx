import { ScreenPage } from '../../components/ui/screen-page';
import { paths } from '../../config/paths';

/** Investors screen (/investors). */
export default function InvestorsRoute() {
  return <ScreenPage title={paths.investors.title} subtitle={paths.investors.subtitle} />;
}
