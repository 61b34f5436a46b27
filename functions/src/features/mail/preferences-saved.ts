import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { mailData } from './data.js';

/** Whether the member ever saved their e-mail choices (the item exists only once they did; one GetItem of its key). */
export async function mailPreferencesSaved(memberId: string): Promise<boolean> {
  const { Item } = await mailData()
    .preferences.build(GetItemCommand)
    .key({ memberId })
    .options({ attributes: ['memberId'] })
    .send();
  return Boolean(Item);
}
