/** @jsxRuntime automatic */
import type { PrivacyMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { ExportReady, exportReadySubject } from './export-ready.js';

export const privacyRenderers: Renderers<PrivacyMailData> = {
  'export-ready': async (data, context) => ({
    subject: exportReadySubject(),
    ...(await renderParts(<ExportReady {...data} {...context} />)),
    attachments: [],
  }),
};
