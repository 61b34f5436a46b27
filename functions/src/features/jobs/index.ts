/** The jobs feature's public API to other domain features (they import it only through this file). */
export { jobsById } from './jobs.js';
