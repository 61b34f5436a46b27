import { EXPORT_VALID_DAYS } from '@club/shared';
import { strToU8, zipSync } from 'fflate';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $append } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { privacyData } from './data.js';
import type { DataRequestItem } from './entities/data-request.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { exportObjectKey } from '../../platform/files/keys.js';
import { putObject } from '../../platform/files/objects.js';
import { privacyMail } from './mail/data.js';
import { notice } from '../notifications/index.js';
import { rowsToCsv } from './csv.js';
import type { Row } from '../../platform/db/member-data.js';
import { MEMBER_DATA } from './member-data.js';
import { daysAfter, SYSTEM } from './records.js';
import { recordStep } from './records-writes.js';

/** Attributes never exported: session secrets (the hash of the cookie, the provider's tokens). */
const SECRETS = new Set(['idHash', 'refreshToken', 'idToken']);
const CONTACT = /^(email|phone)$|Email$|Phone$/;

/**
 * A stored item as the member may take it: no secrets, and no other
 * person's e-mail or phone (a shared contact of another member, a job's
 * apply address is the company's and stays): other people appear only as
 * the person cards the item already carries.
 */
function shareable(value: unknown, own: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => shareable(entry, own));
  if (value === null || typeof value !== 'object') return value;
  const out: Row = {};
  for (const [name, entry] of Object.entries(value as Row)) {
    if (SECRETS.has(name)) continue;
    if (CONTACT.test(name) && typeof entry === 'string' && !own.has(entry.toLowerCase()) && name !== 'applyEmail') continue;
    out[name] = shareable(entry, own);
  }
  return out;
}

/** The README of the ZIP: what each file holds. */
function readme(kinds: { kind: string; about: string; count: number }[], requestedAt: string): string {
  return [
    'Telugu Executive Club: your data',
    `Requested ${requestedAt}; everything the club stored about you at the time it was built.`,
    '',
    'Each kind of data is in two files: <kind>.json (the items as stored, dates in ISO 8601 UTC) and <kind>.csv (the same rows for a',
    'spreadsheet; nested values as JSON). Other members appear only as the name cards the club shows to every member.',
    '',
    ...kinds.map(({ kind, about, count }) => `${kind}.json / ${kind}.csv: ${about} (${count})`),
    '',
    'Questions, or a correction: reply to the e-mail that brought this export, or ask the club through Concierge.',
    '',
  ].join('\r\n');
}

/** The ZIP of everything stored about the member: one JSON and one CSV per kind, and a README. */
async function memberDataZip(memberId: string, requestedAt: string, ownContacts: string[]): Promise<Uint8Array> {
  const own = new Set(ownContacts.map((contact) => contact.toLowerCase()));
  const files: Record<string, Uint8Array> = {};
  const kinds: { kind: string; about: string; count: number }[] = [];
  for (const source of MEMBER_DATA) {
    const rows = (await source.read(memberId)).map((row) => shareable(row, own) as Row);
    files[`${source.kind}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${source.kind}.csv`] = strToU8(rowsToCsv(rows));
    kinds.push({ kind: source.kind, about: source.about, count: rows.length });
  }
  files['README.txt'] = strToU8(readme(kinds, requestedAt));
  return zipSync(files, { level: 6 });
}

/**
 * Builds one pending export: the ZIP to the files bucket, then in one
 * transaction the request marked ready (until EXPORT_VALID_DAYS), the
 * member's bell item and the mail with the download link. A member gone
 * meanwhile (erased) fails the request.
 */
export async function buildExport(
  request: DataRequestItem,
  member: { email: string; firstName: string; phone?: string; timeZone?: string } | undefined,
): Promise<void> {
  if (!member) {
    await failExport(request, 'The member no longer exists');
    return;
  }
  const zip = await memberDataZip(request.memberId, request.requestedAt, [member.email, ...(member.phone ? [member.phone] : [])]);
  const objectKey = exportObjectKey(request.memberId);
  await putObject(objectKey, zip, 'application/zip');
  const now = new Date().toISOString();
  const expiresAt = daysAfter(now, EXPORT_VALID_DAYS);
  const link = `/settings/privacy?export=${request.id}`;
  await writeTransaction(
    [
      {
        name: 'request',
        write: privacyData()
          .dataRequests.build(UpdateTransaction)
          .item({
            id: request.id,
            status: 'completed',
            completedAt: now,
            readyAt: now,
            exportExpiresAt: expiresAt,
            objectKey,
            size: zip.byteLength,
            history: $append([{ at: now, action: 'ready', by: SYSTEM, note: `${zip.byteLength} bytes` }]),
          })
          .options({ condition: { attr: 'status', eq: 'open' } }),
      },
      ...notice('export.ready', {
        bell: [{ userId: request.memberId, title: 'Your data export is ready', body: `Download it within ${EXPORT_VALID_DAYS} days`, link }],
        mail: [
          // Transactional: no member id, so category switches and unsubscribe links do not apply (mail/data.ts).
          privacyMail.write({
            template: 'export-ready',
            to: member.email,
            data: { memberName: member.firstName, link, expiresAt, ...(member.timeZone ? { timeZone: member.timeZone } : {}) },
          }),
        ],
      }),
    ],
    { request: 'accept' },
  );
}

/** Marks an export failed and frees the member's once-a-day guard, so they can ask again at once. */
export async function failExport(request: DataRequestItem, note: string): Promise<void> {
  await recordStep(request.id, { action: 'failed', note }, { status: 'failed', completedAt: new Date().toISOString() });
  await privacyData().exportGuards.build(DeleteItemCommand).key({ memberId: request.memberId }).send();
}
