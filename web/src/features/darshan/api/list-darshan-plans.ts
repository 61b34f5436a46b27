import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/darshan-plans: the member's plans, newest first. */
export const plansQueryOptions = () => listQueryOptions('listDarshanPlans');
export const usePlans = () => usePagedList(plansQueryOptions());
