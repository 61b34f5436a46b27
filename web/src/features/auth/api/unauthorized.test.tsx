import { UNAUTHORIZED_REDIRECT_MS } from '@club/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { Toaster } from '../../../components/ui/toast';
import { routeUrl } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/navigation';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';
import { createQueryClient } from '../../../lib/query-client';
import { handleUnauthorized } from './unauthorized';

vi.mock('../../../lib/navigation', () => ({ redirectTo: vi.fn() }));

describe('handleUnauthorized', () => {
  it('shows the destructive toast, then goes to /api/login after 500 ms', () => {
    // Arrange
    vi.useFakeTimers();
    vi.mocked(redirectTo).mockClear();
    render(<Toaster />);

    // Act
    let handled = false;
    act(() => {
      handled = handleUnauthorized(new Error('401: {"message":"Unauthorized"}'));
    });

    // Assert
    expect(handled).toBe(true);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Unauthorized');
    expect(region).toHaveTextContent('You are logged out. Logging in again...');
    expect(region.querySelector('[data-variant="destructive"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1));
    expect(redirectTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(redirectTo).toHaveBeenCalledExactlyOnceWith(routeUrl('login'));
  });

  it('ignores other errors', () => {
    vi.useFakeTimers();
    vi.mocked(redirectTo).mockClear();
    render(<Toaster />);

    const handled = handleUnauthorized(new Error('500: Internal Server Error'));
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2));

    expect(handled).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

function JobsProbe() {
  const jobs = usePagedList(listQueryOptions('listJobs'));
  return <p>{jobs.isError ? 'failed' : 'waiting'}</p>;
}

describe('a member read answered 401', () => {
  it('goes through the app-wide handler: toast, then redirect', async () => {
    // Arrange
    vi.useFakeTimers();
    vi.mocked(redirectTo).mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );

    // Act
    render(
      <AppProvider queryClient={createQueryClient({ onError: handleUnauthorized })}>
        <JobsProbe />
      </AppProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    // Assert
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are logged out. Logging in again...');
    expect(redirectTo).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNAUTHORIZED_REDIRECT_MS);
    });
    expect(redirectTo).toHaveBeenCalledWith(routeUrl('login'));
  });
});
