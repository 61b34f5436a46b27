import { recordFestivalDate as route } from '@club/shared/api/culture';
import { recordFestivalDate } from '../confirmed-dates.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/staff/festival-dates (staff): record a published date, audited. */
export const handler = httpHandler(route, async (input) => reply.created(await recordFestivalDate(actorOf(input), input.body)));
