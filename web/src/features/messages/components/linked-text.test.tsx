import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, linkParts } from './linked-text';

describe('linkParts', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(linkParts('Deck: https://example.com/deck?v=2 and http://a.in')).toEqual([
      { kind: 'text', text: 'Deck: ' },
      { kind: 'link', href: 'https://example.com/deck?v=2' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'http://a.in' },
    ]);
  });

  it('leaves other schemes as text', () => {
    expect(linkParts('javascript:alert(1) ftp://x.org mailto:a@b.c data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.org mailto:a@b.c data:text/html,x' },
    ]);
  });

  it('keeps a sentence’s closing punctuation out of the link', () => {
    expect(linkParts('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('LinkedText', () => {
  it('renders links that open in a new tab without referrer, and markup as text', () => {
    render(
      <p data-testid="body">
        <LinkedText text={'<b>hi</b> https://example.com'} />
      </p>,
    );

    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByTestId('body')).toHaveTextContent('<b>hi</b> https://example.com');
    expect(screen.getByTestId('body').querySelector('b')).toBeNull();
  });
});
