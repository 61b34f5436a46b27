import { Fragment, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ui/external-link';

// Only http and https: other schemes (javascript:, data:, mailto:) stay text. A link ends at whitespace or a bracket.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.org.").
const TRAILING = /[.,;:!?)\]}]+$/;

/** A message body's parts: text, and each http(s) address as a link. */
export function linkParts(text: string): ({ kind: 'text'; text: string } | { kind: 'link'; href: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'link'; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A message body as written: line breaks kept (by the stylesheet's
 * `white-space: pre-wrap`), http and https addresses as links that open in a
 * new tab and pass no referrer. Built from text nodes, never injected HTML.
 */
export function LinkedText({ text }: { text: string }): ReactNode {
  return linkParts(text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <ExternalLink key={index} href={part.href}>
        {part.href}
      </ExternalLink>
    ),
  );
}
