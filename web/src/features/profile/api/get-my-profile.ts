import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/members/me: the member's own profile (read only while the dialog is open). */
export const myProfileQueryOptions = () => routeQueryOptions('getMyProfile');
export const useMyProfile = (enabled = true) => useQuery({ ...myProfileQueryOptions(), enabled });
