/** @jsxRuntime automatic */
import type { MailTemplateData, MailTemplateName } from '../template-data.js';
import { digestRenderers } from '../../features/network/mail/digest/index.js';
import { eventRenderers } from '../../features/events/mail/templates/index.js';
import { requestRenderers } from '../../features/requests/mail/templates/index.js';
import { investorRenderers } from '../../features/investors/mail/templates/index.js';
import { networkRenderers } from '../../features/network/mail/templates/index.js';
import { privacyRenderers } from '../../features/privacy/mail/templates/index.js';
import type { MailContext, RenderedMail, Renderers } from '../../platform/mail/templates/render.js';

export type { MailContext, RenderedMail } from '../../platform/mail/templates/render.js';

/** Every template's renderer, one spread per feature. */
const renderers: Renderers<MailTemplateName> = {
  ...eventRenderers,
  ...requestRenderers,
  ...digestRenderers,
  ...networkRenderers,
  ...investorRenderers,
  ...privacyRenderers,
};

/** Renders a template to the mail's subject, HTML, plain text and attachments (server side only: the outbox consumer). */
export function renderMail<T extends MailTemplateName>(template: T, data: MailTemplateData[T], context: MailContext): Promise<RenderedMail> {
  return (renderers[template] as (data: MailTemplateData[T], context: MailContext) => Promise<RenderedMail>)(data, context);
}

export const isTemplateName = (name: string): name is MailTemplateName => Object.hasOwn(renderers, name);
