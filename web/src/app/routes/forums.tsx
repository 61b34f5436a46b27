import { ForumsPage } from '../../features/forums';

/** Business Forums (/forums). */
export default function ForumsRoute() {
  return <ForumsPage />;
}
