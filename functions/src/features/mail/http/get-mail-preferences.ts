import { mailRoutes } from '@club/shared';
import { getMailPreferences } from '../preferences.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/mail/preferences: the caller's e-mail choices (the Notifications settings page). */
export const handler = httpHandler(mailRoutes.getMailPreferences, async ({ member }) => getMailPreferences(member.id));
