import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/connections: My Network, strongest first. */
export const connectionsQueryOptions = () => listQueryOptions('listConnections');
export const useConnections = () => usePagedList(connectionsQueryOptions());
