import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { ADMINS_GUARD, guardKey } from '../platform/db/entities/guard.js';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import { readAdminCount } from '../features/members/admin-guard.js';
import { memberData } from '../features/members/data.js';
import { countAdmins } from './0002-count-admins.js';
import { runMigrations } from './runner.js';

/** Members as stored before the guard existed: written without it. */
async function storedMembers(roles: ('member' | 'staff' | 'admin')[]): Promise<void> {
  for (const [index, role] of roles.entries()) {
    const id = `member-mig-${index}`;
    await memberData()
      .members.build(PutItemCommand)
      .item({ id, email: `${id}@example.com`, firstName: 'Old', lastName: `Member ${index}`, role })
      .send();
  }
}

describe('0002-count-admins', () => {
  it('counts the stored admins into the guard across pages, once; a second run changes nothing', async () => {
    await storedMembers(['admin', 'member', 'staff', 'admin', 'member', 'admin', 'member']);
    expect(await readAdminCount()).toBe(0);

    // Two members a page, so the ids are tallied over several pages and checkpoints.
    const first = await runMigrations({ migrations: [countAdmins], pageSize: 2 });
    expect(first).toMatchObject({ done: true, applied: ['0002-count-admins'] });
    expect(await readAdminCount()).toBe(3);
    // Read as stored: the guard entity itself does not know the migration's tally.
    const { Item } = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: guardKey({ name: ADMINS_GUARD }), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ count: 3 });
    expect(Item).not.toHaveProperty('tally');

    expect(await runMigrations({ migrations: [countAdmins] })).toMatchObject({ done: true, applied: [], skipped: ['0002-count-admins'] });
    // Resumed after a crash between the count and its record (the paging step done, so skipped): the count stays.
    await countAdmins.run({ eachPage: async () => {}, reput: async () => false, log: () => {} });
    expect(await readAdminCount()).toBe(3);
  });
});
