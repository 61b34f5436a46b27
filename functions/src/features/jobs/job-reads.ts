import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { jobData } from './data.js';

/** Whether a job exists (one GetItem). */
export async function jobExists(id: string): Promise<boolean> {
  const { Item } = await jobData().jobs.build(GetItemCommand).key({ id }).send();
  return Boolean(Item);
}
