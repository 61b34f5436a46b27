import { loadSignedIn } from './features/auth/index.js';
import { httpHandlerWith } from './platform/http/handler.js';

/**
 * The one wrapper every route handler uses: the platform's middy chain
 * (platform/http/handler.ts), signing requests in with sign-in's sessions.
 * Composed here, beside the handler manifest, because the platform imports
 * no feature.
 */
export const httpHandler = httpHandlerWith(loadSignedIn);
