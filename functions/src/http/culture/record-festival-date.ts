import { cultureRoutes } from '@club/shared';
import { recordFestivalDate } from '../../domain/culture/confirmed-dates.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/staff/festival-dates (staff): record a published date, audited. */
export const handler = httpHandler(cultureRoutes.recordFestivalDate, async (input) => reply.created(await recordFestivalDate(actorOf(input), input.body)));
