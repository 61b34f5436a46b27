import type { AnnouncementInput } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';

/** GET /api/events/{eventId}/announcements: for the organizer and the seated guests only (`enabled` says whether the caller is one). */
export const useAnnouncements = (eventId: string, enabled: boolean) =>
  useQuery({ ...routeQueryOptions('listAnnouncements', { params: { eventId } }), enabled });

/** POST /api/events/{eventId}/announcements: the organizer writes to the confirmed guests (a bell item and a mail each). */
export const useAnnounce = (eventId: string) =>
  useRouteWrite('announceToGuests', {
    input: (body: AnnouncementInput) => ({ params: { eventId }, body }),
    invalidate: [routeKey('listAnnouncements', { params: { eventId } })],
    successTitle: 'Announcement sent',
    successDescription: 'Each confirmed guest gets it in their notifications and by e-mail.',
    failure: formFailure,
  });
