/**
 * Constants the web's first load needs (the shell's role check, the API
 * client's cursor header, the 401 handler's delay), re-exported by
 * constants.ts. Apart from it because a bundler keeps a module whole in one
 * chunk: in constants.ts these would bring every feature's constants into the
 * first load.
 */

export const MEMBER_ROLES = ['member', 'staff', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** Whether a member with `role` may do what `needed` may: admins can do everything staff can. */
export const hasRole = (role: MemberRole | undefined, needed: 'staff' | 'admin'): boolean => role === 'admin' || (needed === 'staff' && role === 'staff');

/** Delay before the browser is sent to /api/login after an unauthorized answer. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Pages: every list takes `limit` and `cursor`; the next cursor comes back in this header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
