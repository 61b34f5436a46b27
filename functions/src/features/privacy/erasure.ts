import { memberSchema, TABLE } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $append, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config.js';
import { getDocumentClient } from '../../platform/db/client.js';
import type { ErasureSubject, Row } from '../../platform/db/member-data.js';
import { privacyData } from './data.js';
import type { DataRequestItem } from './entities/data-request.js';
import { dataRequestsOf } from './entities/data-request.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { key } from '../../platform/db/keys.js';
import { queryAll } from '../../platform/db/pages.js';
import { deleteObject } from '../../platform/files/objects.js';
import { readStoredMember } from '../members/index.js';
import { ERASURE_STEPS, MEMBER_DATA } from './member-data.js';
import { redactItem, type ErasedPerson } from './redact.js';
import { SYSTEM } from './records.js';

/** A run stops a step early (and saves its place) when less than this is left of its time. */
const MARGIN_MS = 60_000;

/** The kinds whose fate is `delete`, each removed by its feature. */
async function deleteOwned(memberId: string): Promise<void> {
  for (const source of MEMBER_DATA) {
    if (source.fate === 'delete') await source.remove(await source.read(memberId));
  }
}

/** The member's export ZIPs go from the bucket (the requests stay, as the record of what was asked and done). */
async function deleteExports(memberId: string): Promise<void> {
  for (const request of await queryAll(privacyData().dataRequests, dataRequestsOf(memberId))) {
    if (request.objectKey) await deleteObject(request.objectKey);
  }
}

const keyOf = (stored: Row) => ({ [TABLE.partitionKey]: stored[TABLE.partitionKey], [TABLE.sortKey]: stored[TABLE.sortKey] });

/** A mail still queued for the member: deleted, not rewritten (a rewritten address would only fail). */
const isMailTo = (stored: Row, who: ErasedPerson) =>
  stored[TABLE.entityAttribute] === 'outboxMail' && (stored.memberId === who.id || String(stored.to).toLowerCase() === who.email.toLowerCase());

/** Whether a stored item is the member's own profile or directory card (the last step deletes those). */
const isOwnProfile = (stored: Row, memberId: string) =>
  stored[TABLE.partitionKey] === key('MEMBER', memberId) || (stored[TABLE.entityAttribute] === 'memberTag' && stored.memberId === memberId);

/**
 * Every other item that still copies the member (a person card, a name
 * beside their id, their e-mail or phone in a text) is rewritten without
 * them: one Scan of the table, page by page. A job may scan; it saves its
 * place on the request when time runs short, and the next run resumes.
 */
async function redactCopies(request: DataRequestItem, who: ErasedPerson, remainingMs: () => number): Promise<boolean> {
  const client = getDocumentClient();
  let start = request.scanFrom ? (JSON.parse(request.scanFrom) as Record<string, unknown>) : undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }));
    for (const stored of page.Items ?? []) {
      if (isOwnProfile(stored, who.id)) continue;
      if (isMailTo(stored, who)) {
        await client.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(stored) }));
        continue;
      }
      const { set, remove } = redactItem(stored, who);
      const names = Object.keys(set);
      if (!names.length && !remove.length) continue;
      const aliases = Object.fromEntries([...names, ...remove].map((name, index) => [`#a${index}`, name]));
      const setPart = names.map((_, index) => `#a${index} = :v${index}`).join(', ');
      const removePart = remove.map((_, index) => `#a${names.length + index}`).join(', ');
      await client
        .send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: keyOf(stored),
            UpdateExpression: [setPart ? `SET ${setPart}` : '', removePart ? `REMOVE ${removePart}` : ''].join(' ').trim(),
            ExpressionAttributeNames: { ...aliases, '#pk': TABLE.partitionKey },
            ...(names.length ? { ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, set[name]])) } : {}),
            // An item deleted meanwhile is not brought back as a fragment.
            ConditionExpression: 'attribute_exists(#pk)',
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailed(error)) throw error;
        });
    }
    start = page.LastEvaluatedKey;
    if (start && remainingMs() < MARGIN_MS) {
      await saveProgress(request, { scanFrom: JSON.stringify(start) });
      return false;
    }
  } while (start);
  return true;
}

async function saveProgress(request: DataRequestItem, fields: Partial<DataRequestItem>): Promise<void> {
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id: request.id, ...fields, ...(fields.stepsDone ? { stepsDone: $set(fields.stepsDone) } : {}) } as never)
    .send();
}

/**
 * Erases one member whose grace period is over, step by step: the features'
 * `first` steps (RSVPs cancelled, ties ended, open requests closed…), the
 * member's `delete` kinds, their export files, the table pass over copies,
 * then the features' `last` steps (the member's own partitions). Each step is
 * safe to run again, and is recorded on the request by name once done, so a
 * run cut off anywhere is continued by the next. True when the erasure
 * finished; false when the run stopped to resume later.
 */
export async function eraseMember(request: DataRequestItem, remainingMs: () => number): Promise<boolean> {
  const memberId = request.memberId;
  const done = new Set<string>(request.stepsDone ?? []);
  if (!request.stepsDone) {
    // From here the member can no longer cancel (deletion.ts checks stepsDone).
    await saveProgress(request, { stepsDone: [] });
    await privacyData()
      .dataRequests.build(UpdateItemCommand)
      .item({ id: request.id, history: $append([{ at: new Date().toISOString(), action: 'erasing', by: SYSTEM }]) })
      .send();
  }
  const stored = await readStoredMember(memberId, { consistent: true });
  const subject: ErasureSubject = { id: memberId, member: stored ? memberSchema.parse(stored) : undefined };
  const who: ErasedPerson | undefined = stored
    ? { id: memberId, email: stored.email, firstName: stored.firstName, lastName: stored.lastName, ...(stored.phone ? { phone: stored.phone } : {}) }
    : undefined;
  const featureSteps = (when: 'first' | 'last') =>
    ERASURE_STEPS.filter((step) => step.when === when).map((step) => [step.name, () => step.run(subject)] as const);
  const steps: readonly (readonly [name: string, run: () => Promise<boolean | void>])[] = [
    ...featureSteps('first'),
    ['delete', () => deleteOwned(memberId)],
    ['exports', () => deleteExports(memberId)],
    ['copies', async () => (who ? redactCopies(request, who, remainingMs) : true)],
    ...featureSteps('last'),
  ];
  for (const [name, run] of steps) {
    if (done.has(name)) continue;
    if (remainingMs() < MARGIN_MS) return false;
    if ((await run()) === false) return false;
    done.add(name);
    await saveProgress(request, { stepsDone: [...done] });
  }
  const now = new Date().toISOString();
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id: request.id, status: 'completed', completedAt: now, history: $append([{ at: now, action: 'erased', by: SYSTEM }]) })
    .options({ condition: { attr: 'status', eq: 'open' } })
    .send()
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  return true;
}
