import { dealRoomMails } from '../features/deal-rooms/mail/index.js';
import { eventMails } from '../features/events/mail/index.js';
import { gettingStartedMails } from '../features/getting-started/mail/index.js';
import { investorMails } from '../features/investors/mail/index.js';
import { messagesMails } from '../features/messages/mail/index.js';
import { networkMails } from '../features/network/mail/index.js';
import { privacyMails } from '../features/privacy/mail/index.js';
import { requestMails } from '../features/requests/mail/index.js';
import type { MailTemplate } from '../platform/mail/mail-template.js';
import type { MailContext, RenderedMail } from '../platform/mail/templates/render.js';

/**
 * Every feature's mails, one spread per feature: a feature adds a mail in
 * its own mail/ folder (data.ts, schemas.ts, templates/, index.ts), and a
 * new feature with mail adds one line here. Only the outbox consumer
 * imports this (it holds React, every template and their schemas).
 */
const templates = {
  ...eventMails,
  ...requestMails,
  ...networkMails,
  ...investorMails,
  ...privacyMails,
  ...dealRoomMails,
  ...gettingStartedMails,
  ...messagesMails,
};

export type MailTemplateName = keyof typeof templates;
/** What each template is given, by template name. */
export type MailTemplateData = { [T in MailTemplateName]: (typeof templates)[T] extends MailTemplate<infer D> ? D : never };

/** The template a stored mail names; undefined for a name no feature has (the mail is failed, not guessed at). */
export const mailTemplate = (name: string): MailTemplate<unknown> | undefined =>
  Object.hasOwn(templates, name) ? (templates[name as MailTemplateName] as MailTemplate<unknown>) : undefined;

/** Renders a template to the mail's subject, HTML, plain text and attachments (a fan-out is expanded, never rendered). */
export function renderMail<T extends MailTemplateName>(name: T, data: MailTemplateData[T], context: MailContext): Promise<RenderedMail> {
  const template = mailTemplate(name)!;
  if (!('render' in template)) return Promise.reject(new Error(`${name} is expanded into one mail per recipient, never rendered`));
  return template.render(data, context);
}
