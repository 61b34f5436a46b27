import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamState, withSearchParams, type UpdateSearchParams } from './use-search-param-state';

describe('withSearchParams', () => {
  it('sets, replaces and deletes several keys at once and keeps the others', () => {
    const current = new URLSearchParams('topic=trade&view=mine&post=p1');
    const next = withSearchParams(current, { topic: 'capital', view: null, post: '', forumId: undefined, create: 'post' });
    expect(next.toString()).toBe('topic=capital&create=post');
    expect(current.toString()).toBe('topic=trade&view=mine&post=p1');
  });
});

/** Renders a screen that reads `q` at `path`; returns the router and the screen's update function. */
function renderScreen(path: string) {
  const seen: { q: string | null; update?: UpdateSearchParams } = { q: null };
  function Screen() {
    const [params, update] = useSearchParamState();
    seen.q = params.get('q');
    seen.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/jobs', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const update: UpdateSearchParams = (changes, options) => act(() => seen.update!(changes, options));
  return { router, seen, update };
}

describe('useSearchParamState', () => {
  it('reads a param and updates the URL on the same path', () => {
    const { router, seen, update } = renderScreen('/jobs?q=coir&level=CXO');
    expect(seen.q).toBe('coir');
    update({ q: 'jute', view: 'saved' });
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?q=jute&level=CXO&view=saved');
    expect(seen.q).toBe('jute');
    update({ q: '', level: null, view: null });
    expect(router.state.location.search).toBe('');
    expect(seen.q).toBeNull();
  });

  it('adds a history entry by default, so Back undoes the change', async () => {
    const { router, update } = renderScreen('/jobs?level=VP');
    update({ view: 'applications' });
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?level=VP');
  });

  it('replaces the entry when asked (typing)', async () => {
    const { router, update } = renderScreen('/jobs');
    update({ view: 'saved' });
    update({ q: 'c' }, { replace: true });
    update({ q: 'co' }, { replace: true });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?view=saved&q=co');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('does not navigate when the URL would not change', () => {
    const { router, update } = renderScreen('/jobs?q=coir');
    const before = router.state.location.key;
    update({ q: 'coir', view: null });
    expect(router.state.location.key).toBe(before);
  });

  it('starts from the newest params: calls in one handler add up, and an old update function does not undo later changes', () => {
    const { router, seen } = renderScreen('/jobs');
    const first = seen.update!;
    act(() => {
      first({ level: 'VP' });
      first({ view: 'saved' });
    });
    expect(router.state.location.search).toBe('?level=VP&view=saved');
    act(() => seen.update!({ level: 'CXO' }));
    expect(seen.update).toBe(first);
    act(() => first({ q: 'coir' }, { replace: true }));
    expect(router.state.location.search).toBe('?level=CXO&view=saved&q=coir');
  });
});
