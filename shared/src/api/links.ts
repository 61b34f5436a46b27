import * as z from '../zod.js';
import { singleLine, singleLineIssue } from './text.js';

/** The longest link a member may give. */
export const LINK_MAX_LENGTH = 2_048;

/**
 * Whether `value` may be shown to members as a link: an absolute `https:` or
 * `http:` URL with a host, no user name or password (`https://bank.example@evil.example`),
 * no whitespace, control character or text-direction control (`singleLine`), at most 2,048 characters. `javascript:`,
 * `data:`, `vbscript:` and relative links are not. The web checks stored links
 * with it again before rendering them.
 */
export function isWebLink(value: string): boolean {
  // The raw text must already read `http(s)://host`: the URL parser would also accept `https:host` or `https:\\host`.
  if (value.length > LINK_MAX_LENGTH || !/^https?:\/\/[^/\\?#@]/i.test(value) || /\s/.test(value) || singleLineIssue(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
}

/** The message every link field answers with. */
export const webLinkMessage = (field: string): string => `${field} must be a web address starting with https:// or http://`;

/**
 * The one schema for a member-supplied link (sponsor and company websites,
 * LinkedIn, pitch decks, virtual links, banner images, any later one): trimmed,
 * then `isWebLink`. Each field wraps it in its own optional or blank handling.
 */
export const webLink = (field: string) =>
  z.string({ error: webLinkMessage(field) }).check(
    z.trim(),
    z.maxLength(LINK_MAX_LENGTH, `${field} must be at most 2,048 characters`),
    // Says why a link with a control or text-direction character is refused (then no second message).
    singleLine(field),
    // One message for a link that is too long (no second one about its form).
    z.refine(isWebLink, { error: webLinkMessage(field), when: (payload) => payload.issues.length === 0 }),
  );
