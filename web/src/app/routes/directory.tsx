import { DirectoryPage } from '../../features/directory/components/directory-page';

/** Member Directory (/directory). */
export default function DirectoryRoute() {
  return <DirectoryPage />;
}
