import { routeKey } from '../../../lib/api-client';

/** Every cultural read a request write changes: My Requests (and one request under the same path). */
export const requestReads = [routeKey('listMyCulturalRequests'), routeKey('createCulturalRequest')];
