/** Sign-in and session values both sides use. */

/** Session lifetimes: sliding idle window inside a hard absolute cap. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** How long a sign-in attempt (state, nonce, PKCE verifier) stays usable. */
export const LOGIN_ATTEMPT_SECONDS = 10 * 60;

/** Message codes the callback puts on `/?signin_error=` so the landing page can explain. */
export const SIGNIN_ERRORS = {
  denied: 'Sign-in was cancelled. You can try again whenever you are ready.',
  expired: 'Your sign-in took too long or was already used. Please sign in again.',
  failed: 'We could not complete your sign-in. Please try again.',
  suspended: 'Your membership is suspended, so you cannot sign in. Please contact the club if you think this is a mistake.',
} as const;
export type SigninErrorCode = keyof typeof SIGNIN_ERRORS;
