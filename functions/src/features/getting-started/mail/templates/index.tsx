/** @jsxRuntime automatic */
import type { GettingStartedMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { Welcome, welcomeSubject } from './welcome.js';

export const gettingStartedRenderers: Renderers<GettingStartedMailData> = {
  welcome: async (data, context) => ({
    subject: welcomeSubject(),
    ...(await renderParts(<Welcome {...data} {...context} />)),
    attachments: [],
  }),
};
