import { resolveMessageReport as route } from '@club/shared/api/messages';
import { resolveReport } from '../reports.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/message-reports/{reportId}/resolve: close the report, suspending the reported member from messaging or not (audited). */
export const handler = httpHandler(route, async (input) => resolveReport(actorOf(input), input.params.reportId, input.body.suspendSender));
