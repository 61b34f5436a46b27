import type { MailCategory, UnsubscribeState } from '@club/shared';
import { getMailPreferences, saveMailPreferences } from './preferences.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

// Apart from preferences.ts: only these routes need the token key (and with it the Cognito client).

const setCategory = async (memberId: string, category: MailCategory, on: boolean): Promise<UnsubscribeState> => {
  const preferences = await saveMailPreferences(memberId, { [category]: on });
  return { category, subscribed: preferences[category] };
};

/** What a mail's unsubscribe token names, and whether it is still mailed (the page, signed out). */
export async function unsubscribeState(token: string): Promise<UnsubscribeState> {
  const { memberId, category } = await readUnsubscribeToken(token);
  return { category, subscribed: (await getMailPreferences(memberId))[category] };
}

/** Turns the token's category off for the token's member, and nothing else. */
export async function unsubscribe(token: string): Promise<UnsubscribeState> {
  const { memberId, category } = await readUnsubscribeToken(token);
  return setCategory(memberId, category, false);
}

/** Undoes an unsubscribe: the token's category on again for its member. */
export async function resubscribe(token: string): Promise<UnsubscribeState> {
  const { memberId, category } = await readUnsubscribeToken(token);
  return setCategory(memberId, category, true);
}
