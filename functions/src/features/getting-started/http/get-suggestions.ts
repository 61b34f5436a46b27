import { getSuggestions as route } from '@club/shared/api/getting-started';
import { suggestions } from '../suggestions.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/suggestions: people the caller may know and events near them. */
export const handler = httpHandler(route, async ({ member }) => suggestions(member));
