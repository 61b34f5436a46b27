import { downloadTradeRequestReport as route } from '@club/shared/api/trade-assistance';
import { tradeRequestReport } from '../report.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-assistance/{requestId}/report: a completed request as a PDF attachment (409 before it is completed). */
export const handler = httpHandler(route, async ({ member, params }) => {
  const { filename, pdf } = await tradeRequestReport(member, params.requestId);
  return reply.binaryFile(filename, 'application/pdf', pdf);
});
