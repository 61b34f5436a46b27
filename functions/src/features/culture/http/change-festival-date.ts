import { cultureRoutes } from '@club/shared';
import { changeFestivalDate } from '../confirmed-dates.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope} (staff): correct a recorded date or source, audited. */
export const handler = httpHandler(cultureRoutes.changeFestivalDate, async (input) => changeFestivalDate(actorOf(input), input.params, input.body));
