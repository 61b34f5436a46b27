/** @jsxRuntime automatic */
import type { DigestMailData } from './data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { WeeklyDigest, weeklyDigestSubject } from './weekly-digest.js';

export const digestRenderers: Renderers<DigestMailData> = {
  'weekly-digest': async (data, context) => ({
    subject: weeklyDigestSubject(data),
    ...(await renderParts(<WeeklyDigest {...data} {...context} />)),
    attachments: [],
  }),
};
