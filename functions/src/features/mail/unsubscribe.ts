/**
 * What a mail's unsubscribe token may do: read, turn off and turn on again its
 * member's one category. Apart from preferences.ts so only these routes carry
 * the token key's code (and the Cognito client it reads the secret with).
 */
import type { MailCategory, UnsubscribeState } from '@club/shared';
import { getMailPreferences } from './preferences.js';
import { saveMailPreferences } from './preferences-writes.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

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
