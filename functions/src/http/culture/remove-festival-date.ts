import { cultureRoutes } from '@club/shared';
import { removeFestivalDate } from '../../domain/culture/confirmed-dates.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** DELETE /api/staff/festival-dates/{year}/{festivalId}/{scope} (staff): remove a recorded date, audited. */
export const handler = httpHandler(cultureRoutes.removeFestivalDate, async (input) => removeFestivalDate(actorOf(input), input.params));
