import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/**
 * The member's directory sharing setting ("Share my e-mail and phone in the
 * directory", read from GET /api/members/me under the profile's own query
 * key): the RSVP form's default for letting the organizer see the e-mail.
 * Undefined until it has loaded.
 */
export function useSharingDefault(): boolean | undefined {
  return useQuery({ ...routeQueryOptions('getMyProfile'), select: (profile) => profile.shareContact }).data;
}
