import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { VisibilitySection } from './visibility-section';
import { YourDataSection } from './your-data-section';
import './privacy.css';

/** Privacy settings (/settings/privacy): the member's data, devices, visibility and account deletion. `?export=` (the mail's link) marks one export. */
export function PrivacySettingsPage() {
  const [params] = useSearchParamState();
  return (
    <div className="privacy-page">
      <PageHeader title={paths.privacySettings.title} subtitle={paths.privacySettings.subtitle} />
      <YourDataSection highlight={params.get('export')} />
      <DevicesSection />
      <VisibilitySection />
      <DeleteAccountSection />
    </div>
  );
}
