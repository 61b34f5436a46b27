/** Business constants from spec 1 §9 and §3: one place for every enum both sides use. */

export const BADGES = ['founder', 'investor', 'govt_liaison', 'exporter', 'importer', 'philanthropist'] as const;
export type Badge = (typeof BADGES)[number];

export const CHAPTERS = [
  'AP-Vizag',
  'AP-Vijayawada',
  'AP-Tirupati',
  'Telangana',
  'USA',
  'UAE',
  'UK',
  'Singapore',
] as const;
export type Chapter = (typeof CHAPTERS)[number];

export const MEMBER_ROLES = ['member', 'staff', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Delay before the browser is sent to /api/login after an unauthorized answer (spec 1 §9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Session lifetimes (issue 2): sliding idle window inside a hard absolute cap. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** How long a sign-in attempt (state, nonce, PKCE verifier) stays usable. */
export const LOGIN_ATTEMPT_SECONDS = 10 * 60;

/** Message codes the callback puts on `/?signin_error=` so the landing page can explain. */
export const SIGNIN_ERRORS = {
  denied: 'Sign-in was cancelled. You can try again whenever you are ready.',
  expired: 'Your sign-in took too long or was already used. Please sign in again.',
  failed: 'We could not complete your sign-in. Please try again.',
} as const;
export type SigninErrorCode = keyof typeof SIGNIN_ERRORS;
