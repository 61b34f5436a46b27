import { EXPORT_EVERY_HOURS, type DataExport, type Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { privacyData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { newDataRequest, toDataExport } from './records.js';

const EXPORT_TOO_SOON = `You can ask for one export every ${EXPORT_EVERY_HOURS} hours: your last one is still recent. Download it from the list, or try again tomorrow.`;

/**
 * POST /api/members/me/export: records a pending export; the data-requests
 * job builds it. The member's export guard is put in the same transaction
 * on condition that the last ask is older than EXPORT_EVERY_HOURS, so two
 * asks at once cannot both pass (409).
 */
export async function requestMyExport(member: Member): Promise<DataExport> {
  const { dataRequests, exportGuards } = privacyData();
  const now = new Date().toISOString();
  const cutoff = new Date(Date.now() - EXPORT_EVERY_HOURS * 3_600_000).toISOString();
  const request = newDataRequest(member, 'export', now);
  await writeTransaction(
    [
      {
        name: 'guard',
        write: exportGuards
          .build(PutTransaction)
          .item({ memberId: member.id, lastRequestedAt: now })
          .options({
            condition: {
              or: [
                { attr: 'memberId', exists: false },
                { attr: 'lastRequestedAt', lt: cutoff },
              ],
            },
          }),
      },
      {
        name: 'request',
        write: dataRequests
          .build(PutTransaction)
          .item(request)
          .options({ condition: { attr: 'id', exists: false } }),
      },
    ],
    { guard: () => new ConflictError(EXPORT_TOO_SOON) },
  );
  return toDataExport({ ...request, createdAt: now, updatedAt: now });
}
