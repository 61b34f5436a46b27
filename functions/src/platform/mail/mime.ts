import { randomBytes } from 'node:crypto';

/** A file attached to a mail. */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; method=PUBLISH` or `image/png`. */
  contentType: string;
  content: string | Uint8Array;
}

export interface MimeMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: readonly MailAttachment[];
  headers: Readonly<Record<string, string>>;
}

/** Header text outside printable ASCII goes as an RFC 2047 encoded word (names, subjects with Telugu). */
const headerText = (value: string): string => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

/** Base64 in 76-character lines (RFC 2045). */
const base64Lines = (content: string | Uint8Array): string =>
  (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

/** A header must not carry a line break (header injection) or a quote inside a quoted file name. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/**
 * A multipart/mixed message (multipart/alternative text + HTML, then the
 * attachments), CRLF line ends, every part base64: what SES's Raw content
 * takes when a mail has attachments.
 */
export function buildMime(message: MimeMessage, boundary = `club-${randomBytes(12).toString('hex')}`): string {
  const mixed = `${boundary}-m`;
  const alternative = `${boundary}-a`;
  const headers = [
    `From: ${oneLine(message.from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${headerText(oneLine(message.subject))}`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers).map(([name, value]) => `${oneLine(name)}: ${oneLine(value)}`),
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
  ];
  const part = (contentType: string, content: string | Uint8Array, extra: string[] = []) =>
    [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extra, '', base64Lines(content)].join('\r\n');
  const lines = [
    ...headers,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alternative}"`,
    '',
    `--${alternative}`,
    part('text/plain; charset=UTF-8', message.text),
    `--${alternative}`,
    part('text/html; charset=UTF-8', message.html),
    `--${alternative}--`,
    ...message.attachments.flatMap((file) => {
      const name = oneLine(file.filename).replace(/"/g, '');
      return [`--${mixed}`, part(`${oneLine(file.contentType)}; name="${name}"`, file.content, [`Content-Disposition: attachment; filename="${name}"`])];
    }),
    `--${mixed}--`,
    '',
  ];
  return lines.join('\r\n');
}
