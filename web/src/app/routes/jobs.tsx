import { JobsPage } from '../../features/jobs';

/** Executive Opportunities (/jobs). */
export default function JobsRoute() {
  return <JobsPage />;
}
