import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/mail/preferences: the member's e-mail choice per category. */
export const mailPreferencesQueryOptions = () => routeQueryOptions('getMailPreferences');
export const useMailPreferences = () => useQuery(mailPreferencesQueryOptions());
