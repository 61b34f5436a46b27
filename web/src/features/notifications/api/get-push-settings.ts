import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/notifications/push: the VAPID public key (null: push is not set up) and whether this device is subscribed. */
export const pushSettingsQueryOptions = () => routeQueryOptions('getPushSettings');
export const usePushSettings = () => useQuery(pushSettingsQueryOptions());
