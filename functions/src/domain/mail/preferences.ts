import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MAIL_CATEGORIES, type MailCategory, type MailPreferences, type MailPreferencesChange, type UnsubscribeState } from '@club/shared';
import { mailData } from '../../db/data/mail.js';
import type { MailPreferencesItem } from '../../db/entities/mail-preferences.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** Every category with its choice: no item or no flag means on. */
const choices = (item: Partial<MailPreferencesItem> | undefined): MailPreferences =>
  Object.fromEntries(MAIL_CATEGORIES.map((category) => [category, item?.[category] !== false])) as MailPreferences;

/** The member's e-mail choices per category. */
export async function getMailPreferences(memberId: string): Promise<MailPreferences> {
  const { Item } = await mailData().preferences.build(GetItemCommand).key({ memberId }).options({ consistent: true }).send();
  return choices(Item);
}

/**
 * Sets only the categories named: two saves of different categories at once
 * both stick (one UpdateItem each, no read-modify-write). Answers every category.
 */
export async function saveMailPreferences(memberId: string, change: MailPreferencesChange): Promise<MailPreferences> {
  const flags = Object.fromEntries(MAIL_CATEGORIES.filter((c) => change[c] !== undefined).map((c) => [c, change[c]]));
  const { Attributes } = await mailData()
    .preferences.build(UpdateItemCommand)
    .item({ memberId, ...flags })
    .options({ returnValues: 'ALL_NEW' })
    .send();
  return choices(Attributes);
}

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
