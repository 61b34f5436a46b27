import { getMailPreferences as route } from '@club/shared/api/mail';
import { getMailPreferences } from '../preferences.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/mail/preferences: the caller's e-mail choices (the Notifications settings page). */
export const handler = httpHandler(route, async ({ member }) => getMailPreferences(member.id));
