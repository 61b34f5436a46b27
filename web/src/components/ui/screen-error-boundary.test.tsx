import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a way to reload when a screen throws, and the screen again on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { rerender } = render(
      <ScreenErrorBoundary pathname="/jobs">
        <Broken />
      </ScreenErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <ScreenErrorBoundary pathname="/jobs">
        <p>Jobs</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <ScreenErrorBoundary pathname="/forums">
        <p>Forums</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Forums')).toBeInTheDocument();
  });
});
