/** The privacy feature's public API: the /settings/privacy page and the shell's sign-in question. */
export { PrivacySettingsPage } from './components/privacy-settings-page';
export { DeletionQuestion } from './components/deletion-question';
