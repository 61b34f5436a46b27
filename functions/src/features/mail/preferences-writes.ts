import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MAIL_CATEGORIES, type MailPreferences, type MailPreferencesChange } from '@club/shared';
import { mailData } from './data.js';
import { choices } from './preferences.js';

// Apart from preferences.ts, so the routes that only read mail preferences bundle none of the write builders.

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
