import { DirectoryPage } from '../../features/directory';

/** Member Directory (/directory). */
export default function DirectoryRoute() {
  return <DirectoryPage />;
}
