import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { sesClient } from './client.js';
import { buildMime, type MailAttachment } from './mime.js';

export type { MailAttachment } from './mime.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachment[];
  /** Extra headers, e.g. from `unsubscribeHeaders`. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * RFC 8058 one-click unsubscribe: mail clients show an unsubscribe button
 * that POSTs `List-Unsubscribe=One-Click` to `url` without the member signing in.
 */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Sends one mail through SES v2 (the emulator locally) from MAIL_FROM:
 * Simple content (SES builds the MIME) without attachments, Raw content
 * built by mime.ts with them. Resolves SES's message id.
 */
export async function sendMail(mail: Mail): Promise<string> {
  const from = config.mailFrom;
  if (!from) throw new Error('MAIL_FROM is not set on this function');
  const headers = mail.headers ?? {};
  const attachments = mail.attachments ?? [];
  const content = attachments.length
    ? {
        Raw: {
          Data: new TextEncoder().encode(buildMime({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments, headers })),
        },
      }
    : {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })),
        },
      };
  const answer = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: content,
      // The stage's configuration set publishes bounces and complaints to the suppression handler (mail/bounces.ts).
      ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
    }),
  );
  return answer.MessageId ?? '';
}
