import { Loader } from '@aws-amplify/ui-react';
import { Dialog } from '../../../components/ui/dialog';
import { useMyProfile } from '../api/get-my-profile';
import { ProfileForm } from './profile-form';

/** Update Profile (the directory's quick action): the profile form in a dialog. */
export function UpdateProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const profile = useMyProfile(open);
  return (
    <Dialog open={open} onClose={onClose} title="Update Profile">
      {profile.data ? <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} onDone={onClose} /> : <Loader ariaLabel="Loading your profile" />}
    </Dialog>
  );
}
