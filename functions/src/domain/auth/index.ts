/** What other domain features use of this one: the secret material other keys are derived from. */
export { resolveClientSecret } from './client-secret.js';
