import { PrivacySettingsPage } from '../../features/privacy';

/** Privacy settings (/settings/privacy): the member's data, devices, visibility and account deletion. */
export default function PrivacySettingsRoute() {
  return <PrivacySettingsPage />;
}
