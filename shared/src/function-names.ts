/**
 * How a stage names its Lambdas: infra names them so, and the monitoring
 * stack and `npm run logs` find them (and their `/aws/lambda/<name>` log
 * groups) by the same rule.
 */
export const stageFunctionName = (stage: string, suffix: string) => `club-${stage}-${suffix}`;

/** A route's function: its id in kebab case (`getAuthUser` → `club-dev-get-auth-user`). */
export const routeFunctionSuffix = (routeId: string) => routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const routeFunctionName = (stage: string, routeId: string) => stageFunctionName(stage, routeFunctionSuffix(routeId));

/** A scheduled job's function (`smart-nudges` → `club-dev-job-smart-nudges`). */
export const scheduleFunctionSuffix = (schedule: string) => `job-${schedule}`;
export const scheduleFunctionName = (stage: string, schedule: string) => stageFunctionName(stage, scheduleFunctionSuffix(schedule));
