import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoTour, SCENE_MS, SCENES } from './demo-tour';

const renderTour = () =>
  render(
    <MemoryRouter>
      <DemoTour onClose={vi.fn()} />
    </MemoryRouter>,
  );

describe('DemoTour', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays on by itself, stops when paused, and stays on the last scene', () => {
    vi.useFakeTimers();
    renderTour();
    expect(screen.getByText(`1 of ${SCENES.length}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText(`2 of ${SCENES.length}`)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    act(() => vi.advanceTimersByTime(SCENE_MS * 3));
    expect(screen.getByText(`2 of ${SCENES.length}`)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    for (let i = 0; i < SCENES.length + 2; i++) act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText(`${SCENES.length} of ${SCENES.length}`)).toBeInTheDocument();
  });

  it('waits for the visitor when they ask for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    renderTour();
    act(() => vi.advanceTimersByTime(SCENE_MS * 2));
    expect(screen.getByText(`1 of ${SCENES.length}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
