import { MyProfilePage } from '../../features/profile';

/** My profile (/profile): the signed-in member's own profile, opened from the header. */
export default function ProfileRoute() {
  return <MyProfilePage />;
}
