/** The profile feature's public API: the only module of it app/ and other features import. */
export { UpdateProfileDialog } from './components/update-profile-dialog';
export { MyProfilePage } from './components/my-profile-page';
