import { JobsPage } from '../../features/jobs/components/jobs-page';

/** Executive Opportunities (/jobs). */
export default function JobsRoute() {
  return <JobsPage />;
}
