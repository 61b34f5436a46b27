import { changeFestivalDate as route } from '@club/shared/api/culture';
import { changeFestivalDate } from '../confirmed-dates.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope} (staff): correct a recorded date or source, audited. */
export const handler = httpHandler(route, async (input) => changeFestivalDate(actorOf(input), input.params, input.body));
