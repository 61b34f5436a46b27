/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { ConnectionAccepted, connectionAcceptedSubject } from './connection-accepted.js';
import { ConnectionRequest, connectionRequestSubject } from './connection-request.js';
import { IntroAccepted, introAcceptedSubject } from './intro-accepted.js';
import { IntroApproved, introApprovedSubject } from './intro-approved.js';
import { IntroDeclined, introDeclinedSubject } from './intro-declined.js';
import { IntroRequested, introRequestedSubject } from './intro-requested.js';
import { Introduction, introductionSubject } from './introduction.js';

export const networkRenderers: Renderers<NetworkMailData> = {
  'intro-requested': async (data, context) => ({
    subject: introRequestedSubject(data),
    ...(await renderParts(<IntroRequested {...data} {...context} />)),
    attachments: [],
  }),
  'intro-approved': async (data, context) => ({
    subject: introApprovedSubject(data),
    ...(await renderParts(<IntroApproved {...data} {...context} />)),
    attachments: [],
  }),
  'intro-declined': async (data, context) => ({
    subject: introDeclinedSubject(data),
    ...(await renderParts(<IntroDeclined {...data} {...context} />)),
    attachments: [],
  }),
  introduction: async (data, context) => ({
    subject: introductionSubject(data),
    ...(await renderParts(<Introduction {...data} {...context} />)),
    attachments: [],
  }),
  'intro-accepted': async (data, context) => ({
    subject: introAcceptedSubject(data),
    ...(await renderParts(<IntroAccepted {...data} {...context} />)),
    attachments: [],
  }),
  'connection-request': async (data, context) => ({
    subject: connectionRequestSubject(data),
    ...(await renderParts(<ConnectionRequest {...data} {...context} />)),
    attachments: [],
  }),
  'connection-accepted': async (data, context) => ({
    subject: connectionAcceptedSubject(data),
    ...(await renderParts(<ConnectionAccepted {...data} {...context} />)),
    attachments: [],
  }),
};
