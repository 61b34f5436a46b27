import { cultureRoutes } from '@club/shared';
import { changeFestivalDate } from '../../domain/culture/confirmed-dates.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope} (staff): correct a recorded date or source, audited. */
export const handler = httpHandler(cultureRoutes.changeFestivalDate, async (input) => changeFestivalDate(actorOf(input), input.params, input.body));
