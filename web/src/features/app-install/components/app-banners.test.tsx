import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWorkerState, type InstallPromptEvent } from '../worker-state';
import { AppBanners } from './app-banners';

afterEach(() => act(() => setWorkerState({ applyUpdate: undefined, installEvent: undefined })));

describe('the app banners', () => {
  it('shows "A new version is ready" only while a worker waits, and Reload applies it (never on its own)', async () => {
    const applyUpdate = vi.fn();
    render(<AppBanners />);
    expect(screen.queryByText('A new version is ready')).toBeNull();

    act(() => setWorkerState({ applyUpdate }));
    expect(screen.getByText('A new version is ready')).toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('offers the install when an install event was kept, and Not now remembers the dismissal', async () => {
    const prompt = vi.fn(async () => undefined);
    const installEvent = { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) } as unknown as InstallPromptEvent;
    render(<AppBanners />);
    act(() => setWorkerState({ installEvent }));

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(localStorage.getItem('club-app-install-dismissed')).toBe('1');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('says so when the device is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<AppBanners />);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline.');
    onLine.mockRestore();
  });
});
