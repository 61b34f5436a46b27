import type { AnchorHTMLAttributes } from 'react';
import { isWebLink } from '@club/shared';

/**
 * The rel of every link that leaves the club: the opened page cannot reach back
 * into this tab (noopener), learns nothing of the page it came from (noreferrer),
 * and members' sites gain no ranking from being listed here (nofollow).
 */
export const EXTERNAL_REL = 'noopener noreferrer nofollow';

/**
 * A link to a site outside the club (a member's LinkedIn, a sponsor's website, a
 * pitch deck, a virtual event...): opens in a new tab with `EXTERNAL_REL`. A
 * stored value that is not an http(s) link (older data, or anything the API
 * should have refused) shows its text without a link.
 */
export function ExternalLink({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & { href: string }) {
  if (!isWebLink(href)) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel={EXTERNAL_REL}>
      {children}
    </a>
  );
}
