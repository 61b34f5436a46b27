import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetToasts } from '../components/ui/toast/toast-store';

// A whole page renders lazily (route chunk, then its reads): on a loaded two-core CI machine that can take
// longer than Testing Library's 1 s default, so `findBy*` and `waitFor` wait up to 5 s. A passing test is no slower.
configure({ asyncUtilTimeout: 5000 });

// Times are shown in the viewer's zone (the browser's outside the signed-in shell): one zone, so expected texts hold on any machine.
process.env.TZ = 'UTC';

// Test files share their worker's jsdom (web/vitest.config.ts): each starts from a blank page at the site's root,
// as it would in a fresh jsdom, whatever the file before it left.
beforeAll(() => {
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
