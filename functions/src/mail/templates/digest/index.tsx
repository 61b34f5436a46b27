/** @jsxRuntime automatic */
import type { DigestMailData } from '../../data/digest.js';
import { renderParts, type Renderers } from '../render.js';
import { WeeklyDigest, weeklyDigestSubject } from './weekly-digest.js';

export const digestRenderers: Renderers<keyof DigestMailData> = {
  'weekly-digest': async (data, context) => ({
    subject: weeklyDigestSubject(data),
    ...(await renderParts(<WeeklyDigest {...data} {...context} />)),
    attachments: [],
  }),
};
