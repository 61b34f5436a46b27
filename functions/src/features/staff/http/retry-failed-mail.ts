import { retryFailedMail as route } from '@club/shared/api/staff';
import { retryFailedMail } from '../failed-mails-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/failed-mails/{mailId}/retry: put a failed mail back in the outbox (audited; 409 when no longer failed). */
export const handler = httpHandler(route, async (input) => retryFailedMail(actorOf(input), input.params.mailId));
