import { saveMailPreferences as route } from '@club/shared/api/mail';
import { saveMailPreferences } from '../preferences-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/mail/preferences: the categories named turned on or off, for the caller only. */
export const handler = httpHandler(route, async ({ member, body }) => saveMailPreferences(member.id, body));
