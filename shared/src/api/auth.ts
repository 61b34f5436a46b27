import * as z from '../zod.js';
import { defineRoute } from './route.js';
import { currentUserSchema } from './member.js';
import { onFirstUse } from '../lazy.js';

export const login = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/login',
    access: 'write',
    auth: 'public',

    summary: 'Start sign-in: authorization code + PKCE redirect to the identity provider',
  }),
);

export const authCallback = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/auth/callback',
    access: 'write',
    auth: 'public',

    // Loose on purpose: the handler turns any provider error into a landing-page message.
    query: z.object({
      code: z.optional(z.string()),
      state: z.optional(z.string()),
      error: z.optional(z.string()),
      error_description: z.optional(z.string()),
    }),
    summary: 'Finish sign-in: verify state and ID token, upsert the member, open a session',
  }),
);

export const logout = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/logout',
    access: 'write',
    auth: 'public',

    summary: 'Sign out: end the session, revoke the refresh token, leave through the provider',
  }),
);

export const confirmLogout = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'write',
    auth: 'public',
    summary: 'Sign out from the confirmation page a cross-site logout link shows (same-site only)',
  }),
);

export const getAuthUser = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    access: 'read',
    auth: 'session',

    response: currentUserSchema,
    summary: 'The signed-in member, or 401',
  }),
);

/** Sign-in routes: the only ones that work without a session. */
export const authRoutes = {
  login,
  authCallback,
  logout,
  confirmLogout,
  getAuthUser,
} as const;
