import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dismissActionToasts, toast, TOAST_DURATION_MS, Toaster } from './index';

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Post created successfully!' });
      toast({ title: 'Error', description: 'Failed to create post. Please try again.', variant: 'destructive' });
    });

    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Failed to create post. Please try again.');
    expect(region).not.toHaveTextContent('Post created successfully!');
  });

  it('replaces an action’s outcome by its later one, and clears it when the action starts again', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Introduction request sent successfully!', variant: 'success', action: 'createIntroRequest' });
      toast({ title: 'Error', description: 'You have already asked for an introduction', variant: 'destructive', action: 'createIntroRequest' });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('You have already asked for an introduction');
    expect(region).not.toHaveTextContent('Introduction request sent successfully!');

    act(() => void toast({ title: 'Search saved', variant: 'success', action: 'save-search' }));
    act(() => dismissActionToasts('createIntroRequest'));
    expect(region).toHaveTextContent('Search saved');
    act(() => dismissActionToasts('save-search'));
    expect(region).toBeEmptyDOMElement();
  });

  it('dismisses itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);

    act(() => void toast({ title: 'Job posted successfully!' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Job posted successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByText('Job posted successfully!')).not.toBeInTheDocument();
  });

  it('can be dismissed by its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Request Submitted' }));

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Request Submitted')).not.toBeInTheDocument();
  });
});
