/** @jsxRuntime automatic */
import type { MailTemplateData, MailTemplateName } from '../template-data.js';
import { digestRenderers } from './digest/index.js';
import { eventRenderers } from './events/index.js';
import { requestRenderers } from './requests/index.js';
import { investorRenderers } from './investors/index.js';
import { networkRenderers } from './network/index.js';
import { privacyRenderers } from './privacy/index.js';
import type { MailContext, RenderedMail, Renderers } from './render.js';

export type { MailContext, RenderedMail } from './render.js';

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
