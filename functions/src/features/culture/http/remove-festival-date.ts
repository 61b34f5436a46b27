import { removeFestivalDate as route } from '@club/shared/api/culture';
import { removeFestivalDate } from '../confirmed-dates.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/staff/festival-dates/{year}/{festivalId}/{scope} (staff): remove a recorded date, audited. */
export const handler = httpHandler(route, async (input) => removeFestivalDate(actorOf(input), input.params));
