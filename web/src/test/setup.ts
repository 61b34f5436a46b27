import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../components/ui/toast/toast-store';

// A whole page renders lazily (route chunk, then its reads): on a loaded two-core CI machine that can take
// longer than Testing Library's 1 s default, so `findBy*` and `waitFor` wait up to 5 s. A passing test is no slower.
configure({ asyncUtilTimeout: 5000 });

// Times are shown in the viewer's zone (the browser's outside the signed-in shell): one zone, so expected texts hold on any machine.
process.env.TZ = 'UTC';

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
