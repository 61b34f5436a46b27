/** The privacy feature's public API to jobs and other features (they import it only through this file). */
export { runDataRequests, type DataRequestsRun } from './job.js';
