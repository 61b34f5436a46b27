/**
 * Visits, counted on the device: one per browser session (a tab session in
 * sessionStorage), kept in localStorage. The install offer waits for the
 * second visit, and once dismissed it stays dismissed.
 */
const VISITS_KEY = 'club-app-visits';
const COUNTED_KEY = 'club-app-visit-counted';
const DISMISSED_KEY = 'club-app-install-dismissed';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined; // storage blocked (private mode, policy): no offer, nothing breaks
  }
}

/** Counts this visit once per browser session and returns the visits so far. */
export function countVisit(): number {
  const local = storage('localStorage');
  const session = storage('sessionStorage');
  if (!local || !session) return 0;
  let visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (!session.getItem(COUNTED_KEY)) {
    visits += 1;
    local.setItem(VISITS_KEY, String(visits));
    session.setItem(COUNTED_KEY, '1');
  }
  return visits;
}

export const installDismissed = (): boolean => storage('localStorage')?.getItem(DISMISSED_KEY) === '1';

export function dismissInstall(): void {
  storage('localStorage')?.setItem(DISMISSED_KEY, '1');
}

/** The offer shows from the second visit on, never on the first, and never again once dismissed. */
export const mayOfferInstall = (visits: number): boolean => visits >= 2 && !installDismissed();
