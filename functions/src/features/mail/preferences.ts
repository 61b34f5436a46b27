import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MAIL_CATEGORIES, type MailPreferences, type MailPreferencesChange } from '@club/shared';
import { mailData } from './data.js';
import type { MailPreferencesItem } from './entities/mail-preferences.js';

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
