/**
 * Whether this browser session was already asked to keep a scheduled account
 * (the question comes once a session: sessionStorage ends with the tab).
 */
const KEY = 'club.deletion-question-asked';

export function wasDeletionQuestionAsked(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    // Storage refused (a private mode): ask, at worst once per page load.
    return false;
  }
}

export function markDeletionQuestionAsked(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused: the component's own state still closes the dialog.
  }
}
