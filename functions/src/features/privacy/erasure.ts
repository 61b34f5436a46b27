import { memberSchema, TABLE } from '@club/shared';
import type { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $append, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { DeleteCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config.js';
import { deleteAll } from '../../platform/db/batch-write.js';
import { getDocumentClient } from '../../platform/db/client.js';
import { cmOfficeData } from '../cm-office/data.js';
import { conciergeData } from '../concierge/data.js';
import { darshanData } from '../darshan/data.js';
import { dealRoomData } from '../deal-rooms/data.js';
import { memberData } from '../members/data.js';
import { networkData } from '../network/data.js';
import { privacyData } from './data.js';
import { roomNightData } from '../room-nights/data.js';
import { tradeAssistanceData } from '../trade-assistance/data.js';
import { countersOf } from '../stats/entities/counter.js';
import type { DataRequestItem } from './entities/data-request.js';
import { dataRequestsOf } from './entities/data-request.js';
import type { MemberItem } from '../members/entities/member.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { key } from '../../platform/db/keys.js';
import { queryAll } from '../../platform/db/pages.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { deleteObject } from '../../platform/files/objects.js';
import { HttpError } from '../../platform/lib/errors.js';
import { cancelRsvp } from '../events/index.js';
import { directoryRemovalWrites } from '../members/index.js';
import { memberScope } from '../stats/index.js';
import { MEMBER_DATA, type Row } from './member-data.js';
import { redactItem, type ErasedPerson } from './redact.js';
import { SYSTEM } from './records.js';

/** The steps of an erasure, in order; each is recorded once done, so a run cut off resumes at the first one not done. */
const STEPS = ['rsvps', 'ties', 'deal-rooms', 'requests', 'delete', 'exports', 'copies', 'profile'] as const;
type Step = (typeof STEPS)[number];

/** A run stops a step early (and saves its place) when less than this is left of its time. */
const MARGIN_MS = 60_000;

const rowsOf = (kind: string, memberId: string): Promise<Row[]> => {
  const source = MEMBER_DATA.find((entry) => entry.kind === kind);
  if (!source) throw new Error(`No member data kind ${kind}`);
  return source.read(memberId);
};

/** A refusal that means "already so" (cancelled before, nothing to cancel) is no failure on a re-run. */
async function unlessAlready(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return;
    throw error;
  }
}

/** Moves an item from an open status to its closing one; one already moved on is left as it is. */
async function closeIfOpen(entity: Entity, item: Row, open: readonly string[], to: string): Promise<void> {
  if (!open.includes(String(item.status))) return;
  try {
    await entity.build(UpdateItemCommand).item({ ...item, status: to } as never).options({ condition: { attr: 'status', eq: item.status } } as never).send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Cancels the member's RSVPs through the events rules, so each freed seat goes to the head of the waitlist, in order. */
async function cancelRsvps(member: MemberItem): Promise<void> {
  const asMember = memberSchema.parse(member);
  for (const rsvp of await rowsOf('rsvps', member.id)) {
    if (['confirmed', 'waitlist', 'pending'].includes(String(rsvp.status))) await unlessAlready(() => cancelRsvp(asMember, String(rsvp.eventId)));
  }
}

/** Ends every tie both ways: the member's side and the other member's. */
async function endTies(memberId: string): Promise<void> {
  const { connections } = networkData();
  for (const tie of await rowsOf('connections', memberId)) {
    await connections.build(DeleteItemCommand).key({ memberId: String(tie.otherId), otherId: memberId }).send();
    await connections.build(DeleteItemCommand).key({ memberId, otherId: String(tie.otherId) }).send();
  }
}

/** Grants both ways end; the files the member uploaded to their rooms go, bytes and items. */
async function clearDealRooms(memberId: string): Promise<void> {
  const { roomGrants, roomFiles } = dealRoomData();
  const grants = await rowsOf('deal-room-grants', memberId);
  await deleteAll(roomGrants, grants as never);
  const files = (await rowsOf('deal-room-files', memberId)).filter((file) => (file.uploadedBy as { id?: string } | undefined)?.id === memberId);
  for (const file of files) await deleteObject(String(file.objectKey));
  await deleteAll(roomFiles, files as never);
}

/** Requests still open are closed: staff no longer work on them, and the seats, rooms and slots they held are freed. */
async function closeRequests(memberId: string): Promise<void> {
  const closing: [kind: string, entity: () => Entity, open: readonly string[], to: string][] = [
    ['concierge-tickets', () => conciergeData().conciergeTickets, ['open', 'assigned', 'in_progress'], 'closed'],
    ['darshan-plans', () => darshanData().darshanPlans, ['planning', 'submitted', 'confirmed'], 'cancelled'],
    ['trade-requests', () => tradeAssistanceData().tradeRequests, ['pending', 'processing'], 'failed'],
    ['cm-requests', () => cmOfficeData().cmRequests, ['draft', 'submitted', 'under_review'], 'declined'],
    ['room-nights', () => roomNightData().roomNights, ['available'], 'cancelled'],
    ['room-night-requests', () => roomNightData().roomRequests, ['pending'], 'withdrawn'],
  ];
  for (const [kind, entity, open, to] of closing) {
    for (const item of await rowsOf(kind, memberId)) await closeIfOpen(entity(), item, open, to);
  }
}

/** The kinds whose fate is `delete`. */
async function deleteOwned(memberId: string): Promise<void> {
  for (const source of MEMBER_DATA) {
    if (source.fate !== 'delete' || !source.entity) continue;
    const rows = await source.read(memberId);
    if (rows.length) await deleteAll(source.entity(), rows as never);
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
      await client.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keyOf(stored),
          UpdateExpression: [setPart ? `SET ${setPart}` : '', removePart ? `REMOVE ${removePart}` : ''].join(' ').trim(),
          ExpressionAttributeNames: { ...aliases, '#pk': TABLE.partitionKey },
          ...(names.length ? { ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, set[name]])) } : {}),
          // An item deleted meanwhile is not brought back as a fragment.
          ConditionExpression: 'attribute_exists(#pk)',
        }),
      ).catch((error: unknown) => {
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

/** The member's own partition (profile, guards, pointers, whatever a feature keeps there), their directory card and counters. */
async function deleteProfile(member: MemberItem | undefined, memberId: string): Promise<void> {
  if (member) {
    await writeTransaction([...directoryRemovalWrites(member), { name: 'member', write: memberData().members.build(DeleteTransaction).key({ id: memberId }) }]);
  }
  const client = getDocumentClient();
  for (const partition of [key('MEMBER', memberId), countersOf(memberScope(memberId)).partition]) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          ExpressionAttributeValues: { ':pk': partition },
          ExclusiveStartKey: start,
        }),
      );
      for (const stored of page.Items ?? []) {
        await client.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(stored) }));
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

async function saveProgress(request: DataRequestItem, fields: Partial<DataRequestItem>): Promise<void> {
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id: request.id, ...fields, ...(fields.stepsDone ? { stepsDone: $set(fields.stepsDone) } : {}) } as never)
    .send();
}

/**
 * Erases one member whose grace period is over, step by step (STEPS): each
 * step is safe to run again, and is recorded on the request once done, so
 * a run cut off anywhere is continued by the next. True when the erasure
 * finished; false when the run stopped to resume later.
 */
export async function eraseMember(request: DataRequestItem, remainingMs: () => number): Promise<boolean> {
  const memberId = request.memberId;
  const done = new Set<string>(request.stepsDone ?? []);
  if (!request.stepsDone) {
    // From here the member can no longer cancel (deletion.ts checks stepsDone).
    await saveProgress(request, { stepsDone: [] });
    await privacyData().dataRequests.build(UpdateItemCommand).item({ id: request.id, history: $append([{ at: new Date().toISOString(), action: 'erasing', by: SYSTEM }]) }).send();
  }
  const { Item: member } = await memberData().members.build(GetItemCommand).key({ id: memberId }).options({ consistent: true }).send();
  const who: ErasedPerson | undefined = member
    ? { id: memberId, email: member.email, firstName: member.firstName, lastName: member.lastName, ...(member.phone ? { phone: member.phone } : {}) }
    : undefined;
  const run: Record<Step, () => Promise<boolean | void>> = {
    rsvps: async () => (member ? cancelRsvps(member) : undefined),
    ties: () => endTies(memberId),
    'deal-rooms': () => clearDealRooms(memberId),
    requests: () => closeRequests(memberId),
    delete: () => deleteOwned(memberId),
    exports: () => deleteExports(memberId),
    copies: async () => (who ? redactCopies(request, who, remainingMs) : true),
    profile: () => deleteProfile(member, memberId),
  };
  for (const step of STEPS) {
    if (done.has(step)) continue;
    if (remainingMs() < MARGIN_MS) return false;
    if ((await run[step]()) === false) return false;
    done.add(step);
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
