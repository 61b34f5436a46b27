import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}/files: the latest version of each file by category then name; older versions for the founder. */
export const roomFilesQueryOptions = (dealId: string) => routeQueryOptions('listRoomFiles', { params: { dealId } });
export const useRoomFiles = (dealId: string, enabled = true) => useQuery({ ...roomFilesQueryOptions(dealId), enabled });
