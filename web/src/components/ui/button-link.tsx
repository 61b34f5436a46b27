import type { AnchorHTMLAttributes } from 'react';
import './button-link.css';

type Variation = 'primary' | 'default' | 'link' | 'outline-light';

/**
 * An anchor that looks like an Amplify Button: for full-page navigation
 * (/api/login, /api/logout) where a real link is the honest element.
 */
export function ButtonLink({
  variation = 'default',
  size,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variation?: Variation; size?: 'small' | 'large' }) {
  const classes = ['amplify-button', 'button-link'];
  if (variation === 'outline-light') classes.push('button-link--outline-light');
  else if (variation !== 'default') classes.push(`amplify-button--${variation}`);
  if (size) classes.push(`amplify-button--${size}`);
  if (className) classes.push(className);
  return <a className={classes.join(' ')} {...rest} />;
}
