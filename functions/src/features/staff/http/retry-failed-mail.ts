import { staffRoutes } from '@club/shared';
import { retryFailedMail } from '../failed-mails.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/failed-mails/{mailId}/retry: put a failed mail back in the outbox (audited; 409 when no longer failed). */
export const handler = httpHandler(staffRoutes.retryFailedMail, async (input) => retryFailedMail(actorOf(input), input.params.mailId));
