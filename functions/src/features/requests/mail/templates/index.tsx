/** @jsxRuntime automatic */
import type { RequestMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { RequestReply, requestReplySubject } from './request-reply.js';
import { RequestStatus, requestStatusSubject } from './request-status.js';

export const requestRenderers: Renderers<RequestMailData> = {
  'request-reply': async (data, context) => ({
    subject: requestReplySubject(data),
    ...(await renderParts(<RequestReply {...data} {...context} />)),
    attachments: [],
  }),
  'request-status': async (data, context) => ({
    subject: requestStatusSubject(data),
    ...(await renderParts(<RequestStatus {...data} {...context} />)),
    attachments: [],
  }),
};
