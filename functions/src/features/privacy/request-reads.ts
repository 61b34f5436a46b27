import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { privacyData } from './data.js';
import type { DataRequestItem } from './entities/data-request.js';

/** A data request as stored (read consistently: it may have just been written); apart from records.ts's writes, so a read route carries none. */
export async function readDataRequest(id: string): Promise<DataRequestItem | undefined> {
  const { Item } = await privacyData().dataRequests.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return Item;
}
