import { ForumsPage } from '../../features/forums/components/forums-page';

/** Business Forums (/forums). */
export default function ForumsRoute() {
  return <ForumsPage />;
}
