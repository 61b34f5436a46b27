import * as z from '../zod.js';
import { defineRoute } from './route.js';
import { MAIL_CATEGORIES, type MailCategory } from '../mail/constants.js';
import { onFirstUse } from '../lazy.js';

export { MAIL_CATEGORIES, type MailCategory } from '../mail/constants.js';

/** What the settings page and the unsubscribe page call each category. */
export const MAIL_CATEGORY_LABELS: { readonly [C in MailCategory]: { title: string; description: string } } = {
  events: { title: 'Events', description: 'RSVP confirmations, waitlist moves, event changes and reminders a day before' },
  network: { title: 'Network', description: 'Introductions and connection requests' },
  messages: { title: 'Messages', description: 'Messages from members still unread 15 minutes after they were sent (one mail per conversation)' },
  investors: { title: 'Investors', description: 'Interest in your opportunities, matches and meetings' },
  requests: { title: 'Requests', description: 'Replies and status changes on your concierge, darshan, trade, cultural and CM requests' },
  club: { title: 'Club updates', description: 'News from the club' },
  digest: { title: 'Weekly digest', description: 'Monday morning: your nudges, events you have not answered and new posts in your forums' },
};

/** A member's e-mail choice per category: true = mailed. Every category is present in an answer. */
export const mailPreferencesSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    events: z.boolean(),
    network: z.boolean(),
    messages: z.boolean(),
    investors: z.boolean(),
    requests: z.boolean(),
    club: z.boolean(),
    digest: z.boolean(),
  } satisfies { [C in MailCategory]: z.ZodMiniBoolean }),
);
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** A save names only the categories it changes; an unknown key or a non-boolean is a 400. */
const mailPreferencesChange = /* @__PURE__ */ onFirstUse(() =>
  z.strictObject({
    events: z.optional(z.boolean()),
    network: z.optional(z.boolean()),
    messages: z.optional(z.boolean()),
    investors: z.optional(z.boolean()),
    requests: z.optional(z.boolean()),
    club: z.optional(z.boolean()),
    digest: z.optional(z.boolean()),
  } satisfies { [C in MailCategory]: z.ZodMiniOptional<z.ZodMiniBoolean> }),
);
export type MailPreferencesChange = z.infer<typeof mailPreferencesChange>;

/**
 * The signed unsubscribe token a mail carries (`<member>.<category>.<mac>`,
 * base64url parts): it names one member's one category and nothing else.
 * The shape is checked here, the signature by the handler (400 either way).
 */
const unsubscribeQuery = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    token: z
      .string()
      .check(z.maxLength(400, 'token is too long'), z.regex(/^[A-Za-z0-9_-]+\.[a-z]+\.[A-Za-z0-9_-]+$/, 'token is not a valid unsubscribe token')),
  }),
);

/** What an unsubscribe token is for, and whether that category is mailed now. */
export const unsubscribeStateSchema = /* @__PURE__ */ onFirstUse(() => z.object({ category: z.enum(MAIL_CATEGORIES), subscribed: z.boolean() }));
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const getMailPreferences = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/mail/preferences',
    access: 'read',
    auth: 'session',
    response: mailPreferencesSchema,
    summary: 'The caller’s e-mail choices per category (absent = on)',
  }),
);

export const saveMailPreferences = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/mail/preferences',
    access: 'write',
    auth: 'session',
    body: mailPreferencesChange,
    response: mailPreferencesSchema,
    summary: 'Turn the caller’s e-mail categories on or off; answers every category',
  }),
);

export const getUnsubscribe = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/mail/unsubscribe',
    access: 'read',
    auth: 'public',
    query: unsubscribeQuery,
    response: unsubscribeStateSchema,
    summary: 'What a mail’s unsubscribe token turns off (the unsubscribe page, signed out)',
  }),
);

export const unsubscribeMail = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/mail/unsubscribe',
    access: 'write',
    auth: 'public',
    oneClick: true,
    query: unsubscribeQuery,
    response: unsubscribeStateSchema,
    summary: 'One-click unsubscribe (RFC 8058): turn off the token’s category for its member',
  }),
);

export const resubscribeMail = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/mail/resubscribe',
    access: 'write',
    auth: 'public',
    query: unsubscribeQuery,
    response: unsubscribeStateSchema,
    summary: 'Undo an unsubscribe: turn the token’s category on again for its member',
  }),
);

export const mailRoutes = {
  getMailPreferences,
  saveMailPreferences,
  getUnsubscribe,
  unsubscribeMail,
  resubscribeMail,
} as const;

/**
 * The routes that check an unsubscribe token: their key is derived from the
 * sign-in client secret, so in the cloud they read it from Cognito like the
 * sign-in routes (infra grants them that one call).
 */
export const UNSUBSCRIBE_TOKEN_ROUTE_IDS: readonly string[] = ['getUnsubscribe', 'unsubscribeMail', 'resubscribeMail'] satisfies (keyof typeof mailRoutes)[];
