import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/staff/darshan-plans/{id}: the plan with the member who made it. */
export const staffDarshanPlanQueryOptions = (planId: string) => routeQueryOptions('getStaffDarshanPlan', { params: { planId } });
export const useStaffDarshanPlan = (planId: string) => useQuery(staffDarshanPlanQueryOptions(planId));
