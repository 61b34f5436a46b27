import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { MAIL_CATEGORIES, type MailPreferences } from '@club/shared';
import { mailData } from './data.js';
import type { MailPreferencesItem } from './entities/mail-preferences.js';

/** Every category with its choice: no item or no flag means on. */
export const choices = (item: Partial<MailPreferencesItem> | undefined): MailPreferences =>
  Object.fromEntries(MAIL_CATEGORIES.map((category) => [category, item?.[category] !== false])) as MailPreferences;

/** The member's e-mail choices per category. */
export async function getMailPreferences(memberId: string): Promise<MailPreferences> {
  const { Item } = await mailData().preferences.build(GetItemCommand).key({ memberId }).options({ consistent: true }).send();
  return choices(Item);
}
