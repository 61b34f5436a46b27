import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_REL, ExternalLink } from './external-link';

const UNSAFE = ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', '/members/me'];

describe('ExternalLink', () => {
  it('opens a member’s web link in a new tab with rel="noopener noreferrer nofollow"', () => {
    render(<ExternalLink href="https://www.linkedin.com/in/sita">LinkedIn</ExternalLink>);
    const link = screen.getByRole('link', { name: 'LinkedIn' });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/sita');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(EXTERNAL_REL).toBe('noopener noreferrer nofollow');
  });

  it.each(UNSAFE)('shows a stored %s as text, never as a link', (href) => {
    render(<ExternalLink href={href}>Sponsor</ExternalLink>);
    expect(screen.getByText('Sponsor')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('new tabs', () => {
  it('no screen opens a new tab except through ExternalLink', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const opening = files.filter((f) => /_blank|\brel=["{]/.test(readFileSync(path.join(src, f), 'utf8')));
    expect(opening).toEqual([path.join('components', 'ui', 'external-link.tsx')]);
  });
});
