import { staffRoutes } from '@club/shared';
import { retryFailedMail } from '../../domain/staff/failed-mails.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/staff/failed-mails/{mailId}/retry: put a failed mail back in the outbox (audited; 409 when no longer failed). */
export const handler = httpHandler(staffRoutes.retryFailedMail, async (input) => retryFailedMail(actorOf(input), input.params.mailId));
