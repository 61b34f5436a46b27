import { randomUUID } from 'node:crypto';
import { authData } from '../features/auth/data.js';
import type { Migration, StoredItem } from './types.js';

/**
 * Gives every session from before the devices list a public id and puts it
 * in its member's index (gsi1), so the member sees it and "sign out
 * everywhere" ends it: leaving older sessions out of the index would let a
 * forgotten device stay signed in for up to the 30-day cap after the member
 * asked to end them all. Sessions with an id keep it (idempotent: a page
 * processed again writes nothing); their user agent is unknown ("Unknown
 * browser"), their sign-in time is their createdAt.
 */
export const sessionsByMember: Migration = {
  id: '0008-sessions-by-member',
  description: "Give older sessions a public id and put them in their member's sessions index",
  async run(context) {
    const { sessions } = authData();
    await context.eachPage({ scan: { entities: [sessions.entityName] } }, async (items) => {
      let touched = 0;
      for (const stored of items) {
        const item: StoredItem = typeof stored.publicId === 'string' ? stored : { ...stored, publicId: randomUUID() };
        if (await context.reput(sessions, item)) touched += 1;
      }
      return touched;
    });
  },
};
