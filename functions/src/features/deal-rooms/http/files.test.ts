import { createHash } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WATERMARK_TEMPLATE, NEXT_CURSOR_HEADER, ROOM_LIMITS, dealRoomRoutes, type Member, type RoomFile, type RoomUpload } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { dealRoomData } from '../data.js';
import { investorData } from '../../investors/data.js';
import { filesOfDeal } from '../entities/room-file.js';
import { queryAll } from '../../../platform/db/pages.js';
import { createOpportunity } from '../../investors/opportunities.js';
import { indiaDay } from '../access.js';
import { dealRoomBucket, s3Client } from '../../../platform/files/client.js';
import { headObject } from '../../../platform/files/objects.js';
import { readPdf } from '../../../test/pdf-text.js';
import { officeZip } from '../../../test/stored-zip.js';
import { sampleExecutable, samplePdf, samplePng } from '../../../test/sample-files.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listRoomFiles } from './list-room-files.js';
import { handler as createRoomUpload } from './create-room-upload.js';
import { handler as confirmRoomUpload } from './confirm-room-upload.js';
import { handler as viewRoomFile } from './view-room-file.js';
import { handler as downloadRoomFile } from './download-room-file.js';
import { handler as logPageReads } from './log-page-reads.js';
import { handler as getRoomAnalytics } from './get-room-analytics.js';
import { handler as listAccessLog } from './list-access-log.js';
import { handler as listStaffAccessLog } from './list-staff-access-log.js';

const r = dealRoomRoutes;
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');
const day = (offsetDays: number) => indiaDay(new Date(Date.now() + offsetDays * 86_400_000));

/** A founder's opportunity and its deal with an open room (the deal routes' own tests cover opening one). */
async function openRoom(): Promise<{ founder: SignedIn; dealId: string }> {
  const founder = await signIn('Founder');
  const member = { id: founder.id, firstName: 'Founder', lastName: 'Reddy', email: `${founder.id}@example.com`, role: 'member' } as Member;
  const opportunity = await createOpportunity(member, {
    title: 'Deccan Drones',
    stage: 'seed',
    industry: 'fintech',
    targetAmount: 50_000_000,
    minInvestment: 1_000_000,
    location: 'Hyderabad',
    teluguFounders: true,
    isActive: true,
  });
  const now = new Date().toISOString();
  await dealRoomData()
    .deals.build(PutItemCommand)
    .item({
      id: opportunity.id,
      founderId: founder.id,
      founder: { id: founder.id, firstName: 'Founder', lastName: 'Reddy' },
      title: 'Deccan Drones',
      stage: 'seed',
      status: 'active',
      statusChangedAt: now,
      roomName: 'Deccan Drones data room',
      watermarkTemplate: DEFAULT_WATERMARK_TEMPLATE,
    })
    .send();
  return { founder, dealId: opportunity.id };
}

async function grant(dealId: string, grantee: SignedIn, options: { canDownload?: boolean; expiresOn?: string; revoked?: boolean } = {}) {
  await dealRoomData()
    .roomGrants.build(PutItemCommand)
    .item({
      dealId,
      memberId: grantee.id,
      member: { id: grantee.id, firstName: 'Investor', lastName: 'Reddy' },
      canDownload: options.canDownload ?? false,
      expiresOn: options.expiresOn ?? day(30),
      grantedBy: 'founder',
      grantedAt: new Date().toISOString(),
      ...(options.revoked ? { revokedAt: new Date().toISOString() } : {}),
    })
    .send();
}

/** Asks for an upload URL: the answer as it came. */
const askUpload = (founder: SignedIn, dealId: string, body: Record<string, unknown>) =>
  founder.call(createRoomUpload, r.createRoomUpload, { params: { dealId }, body });

/** The whole upload as the browser does it: presign, PUT the bytes to the URL with its headers, confirm. */
async function upload(founder: SignedIn, dealId: string, file: { name: string; bytes: Uint8Array; contentType?: string; category?: string }) {
  const contentType = file.contentType ?? PDF;
  const asked = await askUpload(founder, dealId, {
    fileName: file.name,
    category: file.category ?? 'financials',
    contentType,
    size: file.bytes.length,
    checksumSha256: sha256(file.bytes),
  });
  expect(asked.statusCode, JSON.stringify(asked.json)).toBe(201);
  const presigned = asked.json as RoomUpload;
  const put = await fetch(presigned.url, { method: 'PUT', headers: presigned.headers, body: file.bytes });
  expect(put.status).toBe(200);
  const confirmed = await founder.call(confirmRoomUpload, r.confirmRoomUpload, { params: { dealId, uploadId: presigned.uploadId } });
  return { presigned, confirmed };
}

const files = (caller: SignedIn, dealId: string) => caller.call(listRoomFiles, r.listRoomFiles, { params: { dealId } });
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const view = (caller: SignedIn, dealId: string, fileId: string) => caller.call(viewRoomFile, r.viewRoomFile, { params: { dealId, fileId } });
/** The stamped view copies stored for a deal: key and last change of each. */
async function storedViews(dealId: string) {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: dealRoomBucket(), Prefix: `deal-rooms/views/${dealId}/` }));
  return (listed.Contents ?? []).map((object) => ({ key: object.Key, modified: object.LastModified?.toISOString(), etag: object.ETag }));
}
const download = (caller: SignedIn, dealId: string, fileId: string) => caller.call(downloadRoomFile, r.downloadRoomFile, { params: { dealId, fileId } });

describe('room uploads (DynamoDB Local + local S3)', () => {
  it('presigns a PUT, takes the bytes, confirms them as version 1 and counts them against the room', async () => {
    const { founder, dealId } = await openRoom();
    const bytes = await samplePdf(3, 'Deck');
    const { presigned, confirmed } = await upload(founder, dealId, { name: 'Pitch deck.pdf', bytes, category: 'pitch_deck' });

    expect(new URL(presigned.url).searchParams.get('X-Amz-Expires')).toBe(String(ROOM_LIMITS.uploadUrlSeconds));
    expect(presigned.url).toMatch(new RegExp(`/deal-rooms/${dealId}/[0-9a-f]{32}\\?`));
    expect(presigned.headers).toEqual({ 'Content-Type': PDF, 'x-amz-checksum-sha256': sha256(bytes), 'If-None-Match': '*' });
    expect(confirmed.statusCode).toBe(201);
    const file = confirmed.json as RoomFile;
    expect(file).toMatchObject({ name: 'Pitch deck.pdf', category: 'pitch_deck', contentType: PDF, size: bytes.length, version: 1 });

    const { Item: deal } = await dealRoomData().deals.build(GetItemCommand).key({ id: dealId }).options({ consistent: true }).send();
    expect(deal).toMatchObject({ bytesUsed: bytes.length, fileCount: 1, pitchDeckFileId: file.id });
    const { Item: opportunity } = await investorData().opportunities.build(GetItemCommand).key({ id: dealId }).options({ consistent: true }).send();
    expect(opportunity?.pitchDeckFileId).toBe(file.id);
    expect((await files(founder, dealId)).json).toEqual([expect.objectContaining({ id: file.id, version: 1, olderVersions: [] })]);

    // The pending upload is gone: confirming again finds nothing.
    const again = await founder.call(confirmRoomUpload, r.confirmRoomUpload, { params: { dealId, uploadId: presigned.uploadId } });
    expect(again.statusCode).toBe(404);
    // The link writes its key once: the confirmed bytes cannot be replaced through it.
    const overwrite = await fetch(presigned.url, { method: 'PUT', headers: presigned.headers, body: bytes });
    expect(overwrite.status).toBe(412);
    expect(await overwrite.text()).toContain('<Code>PreconditionFailed</Code>');
  });

  it('takes an XLSX and a PNG whose bytes are what they claim', async () => {
    const { founder, dealId } = await openRoom();
    const xlsx = await upload(founder, dealId, { name: 'Cap table.xlsx', bytes: officeZip('xlsx'), contentType: XLSX });
    expect(xlsx.confirmed.statusCode, JSON.stringify(xlsx.confirmed.json)).toBe(201);
    const png = await upload(founder, dealId, { name: 'Team.png', bytes: samplePng(), contentType: 'image/png', category: 'team' });
    expect(png.confirmed.statusCode).toBe(201);
  });

  it('refuses a renamed program at confirm, deletes its object and keeps nothing', async () => {
    const { founder, dealId } = await openRoom();
    const { presigned, confirmed } = await upload(founder, dealId, { name: 'Financials.pdf', bytes: sampleExecutable() });

    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json.issues).toEqual([
      { path: ['file'], message: 'This file is a Windows program, not a PDF: programs cannot be uploaded to a data room' },
    ]);
    const key = new URL(presigned.url).pathname.split('/').slice(2).join('/');
    expect(await headObject(key)).toBeUndefined();
    expect(await queryAll(dealRoomData().roomFiles, filesOfDeal(dealId), { consistent: true })).toEqual([]);
    const { Item: deal } = await dealRoomData().deals.build(GetItemCommand).key({ id: dealId }).options({ consistent: true }).send();
    expect(deal).toMatchObject({ bytesUsed: 0, fileCount: 0 });
    const { Item: pending } = await dealRoomData()
      .roomUploads.build(GetItemCommand)
      .key({ dealId, id: presigned.uploadId })
      .options({ consistent: true })
      .send();
    expect(pending).toBeUndefined();
  });

  it('refuses a DOCX uploaded as XLSX, naming what it is', async () => {
    const { founder, dealId } = await openRoom();
    const { confirmed } = await upload(founder, dealId, { name: 'Model.xlsx', bytes: officeZip('docx'), contentType: XLSX });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json.message).toBe('This file is a Word document (DOCX), not an XLSX: its contents do not match its type');
  });

  it('refuses at presign an oversized file, a full room, a type outside the list and a name of another type', async () => {
    const { founder, dealId } = await openRoom();
    const base = { fileName: 'a.pdf', category: 'legal', contentType: PDF, size: 10, checksumSha256: sha256(new Uint8Array(10)) };

    const oversized = await askUpload(founder, dealId, { ...base, size: ROOM_LIMITS.fileBytes + 1 });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json.issues).toEqual([{ path: ['body', 'size'], message: 'A file may be at most 50 MB' }]);

    const wrongType = await askUpload(founder, dealId, { ...base, fileName: 'setup.exe', contentType: 'application/x-msdownload' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json.issues[0].path).toEqual(['body', 'contentType']);

    const mismatch = await askUpload(founder, dealId, { ...base, fileName: 'setup.exe' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json.issues).toEqual([{ path: ['body', 'fileName'], message: "A PDF file's name must end in .pdf" }]);

    await dealRoomData()
      .deals.build(UpdateItemCommand)
      .item({ id: dealId, bytesUsed: ROOM_LIMITS.roomBytes - 5 })
      .send();
    const full = await askUpload(founder, dealId, base);
    expect(full.statusCode).toBe(400);
    expect(full.json.issues[0]).toEqual({ path: ['body', 'size'], message: 'The room is full: it holds 500 MB and 0 MB are left' });
    expect((await files(founder, dealId)).json).toEqual([]);
  });

  it('answers 400 to a confirm before the bytes arrived, and keeps the upload for the PUT still to come', async () => {
    const { founder, dealId } = await openRoom();
    const bytes = await samplePdf(1);
    const asked = await askUpload(founder, dealId, {
      fileName: 'Late.pdf',
      category: 'legal',
      contentType: PDF,
      size: bytes.length,
      checksumSha256: sha256(bytes),
    });
    const early = await founder.call(confirmRoomUpload, r.confirmRoomUpload, { params: { dealId, uploadId: asked.json.uploadId } });
    expect(early.statusCode).toBe(400);
    expect(early.json.issues[0]).toEqual({ path: ['file'], message: 'The file has not arrived yet: PUT it to the upload URL, then confirm' });
    await fetch(asked.json.url, { method: 'PUT', headers: asked.json.headers, body: bytes });
    const confirmed = await founder.call(confirmRoomUpload, r.confirmRoomUpload, { params: { dealId, uploadId: asked.json.uploadId } });
    expect(confirmed.statusCode).toBe(201);
  });

  it('lets only the founder upload', async () => {
    const { dealId } = await openRoom();
    const investor = await signIn('Investor');
    await grant(dealId, investor, { canDownload: true });
    const asked = await askUpload(investor, dealId, {
      fileName: 'a.pdf',
      category: 'legal',
      contentType: PDF,
      size: 10,
      checksumSha256: sha256(new Uint8Array(10)),
    });
    expect(asked.statusCode).toBe(403);
  });

  it('makes version n + 1 of the same name, and the older one stays readable to the founder only', async () => {
    const { founder, dealId } = await openRoom();
    const first = (await upload(founder, dealId, { name: 'Financials.pdf', bytes: await samplePdf(1, 'v1') })).confirmed.json as RoomFile;
    const second = (await upload(founder, dealId, { name: 'financials.PDF', bytes: await samplePdf(2, 'v2') })).confirmed.json as RoomFile;
    expect([first.version, second.version]).toEqual([1, 2]);

    const listed = (await files(founder, dealId)).json as RoomFile[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: second.id, version: 2, olderVersions: [expect.objectContaining({ id: first.id, version: 1 })] });
    expect((await view(founder, dealId, first.id)).statusCode).toBe(200);

    const investor = await signIn('Investor');
    await grant(dealId, investor);
    const theirs = (await files(investor, dealId)).json as RoomFile[];
    expect(theirs).toEqual([expect.objectContaining({ id: second.id, version: 2 })]);
    expect(theirs[0]!.olderVersions).toBeUndefined();
    expect((await view(investor, dealId, first.id)).statusCode).toBe(403);
  });

  it('gives 5 concurrent uploads of one name versions 1 to 5, none lost', async () => {
    const { founder, dealId } = await openRoom();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(n, `copy ${n}`) })).confirmed),
    );
    expect(results.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((answer) => (answer.json as RoomFile).version).sort()).toEqual([1, 2, 3, 4, 5]);
    const stored = await queryAll(dealRoomData().roomFiles, filesOfDeal(dealId), { consistent: true });
    expect(stored.map((item) => item.version).sort()).toEqual([1, 2, 3, 4, 5]);
    const { Item: deal } = await dealRoomData().deals.build(GetItemCommand).key({ id: dealId }).options({ consistent: true }).send();
    expect(deal?.fileCount).toBe(5);
    expect(deal?.bytesUsed).toBe(stored.reduce((sum, item) => sum + item.size, 0));
  }, 60_000);
});

describe('viewing and downloading (DynamoDB Local + local S3)', () => {
  it('answers 403 and no URL without a grant, with an expired or a revoked grant, and to a stranger', async () => {
    const { founder, dealId } = await openRoom();
    const file = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(2) })).confirmed.json as RoomFile;
    const stranger = await signIn('Stranger');
    const expired = await signIn('Expired');
    await grant(dealId, expired, { expiresOn: day(-1), canDownload: true });
    const revoked = await signIn('Revoked');
    await grant(dealId, revoked, { revoked: true, canDownload: true });

    for (const caller of [stranger, expired, revoked]) {
      for (const answer of [await view(caller, dealId, file.id), await download(caller, dealId, file.id), await files(caller, dealId)]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.body).not.toContain('http');
      }
      const analytics = await caller.call(getRoomAnalytics, r.getRoomAnalytics, { params: { dealId } });
      expect(analytics.statusCode).toBe(403);
      expect((await caller.call(listAccessLog, r.listAccessLog, { params: { dealId } })).statusCode).toBe(403);
    }
    // Nothing was logged for the refused calls.
    const log = await founder.call(listAccessLog, r.listAccessLog, { params: { dealId } });
    expect(log.json).toEqual([]);
  });

  it('opens a file to a view-only grantee behind a URL of at most 60 s to a copy stamped with their watermark, and logs the view', async () => {
    const { founder, dealId } = await openRoom();
    const bytes = await samplePdf(2, 'Deck');
    const file = (await upload(founder, dealId, { name: 'Deck.pdf', bytes })).confirmed.json as RoomFile;
    const investor = await signIn('Investor');
    await grant(dealId, investor);

    const opened = await investor.call(viewRoomFile, r.viewRoomFile, {
      params: { dealId, fileId: file.id },
      client: { sourceIp: '::1', userAgent: MAC_CHROME },
    });
    expect(opened.statusCode).toBe(200);
    const url = new URL(opened.json.url);
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(0);
    expect(expires).toBeLessThanOrEqual(60);
    expect(url.pathname).toMatch(new RegExp(`/deal-rooms/views/${dealId}/${file.id}/1/[0-9a-f]{40}\\.pdf$`));
    expect(opened.json).toMatchObject({ fileName: 'Deck.pdf', contentType: PDF, shownType: PDF, version: 1, canDownload: false });
    const watermark = `Confidential · Investor Reddy · ${investor.id}@example.com · ${indiaDay(new Date())}`;
    expect(opened.json.watermark).toBe(watermark);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe(PDF);
    expect(fetched.headers.get('content-disposition')).toBe(`inline; filename="Deck.pdf"; filename*=UTF-8''Deck.pdf`);
    const served = new Uint8Array(await fetched.arrayBuffer());
    expect(served).not.toEqual(bytes);
    const pages = await readPdf(served);
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Deck page ${i + 1}`);
      expect(page.text).toContain(watermark);
    });

    // View-only: no download.
    const refused = await download(investor, dealId, file.id);
    expect(refused.statusCode).toBe(403);

    // The founder reads the reader's browser and system, never the address or the raw user agent.
    const log = await founder.call(listAccessLog, r.listAccessLog, { params: { dealId } });
    expect(log.json).toEqual([expect.objectContaining({ id: opened.json.viewId, action: 'view', fileId: file.id, version: 1, client: 'Chrome on macOS' })]);
    expect(log.body).not.toContain('::1');
    expect(log.body).not.toContain('Mozilla');
    // Staff looking into an abuse report see the network, not the address.
    const admin = await signIn('Admin', { role: 'admin' });
    const staffLog = await admin.call(listStaffAccessLog, r.listStaffAccessLog, { params: { dealId } });
    expect(staffLog.json).toEqual([expect.objectContaining({ client: 'Chrome on macOS', network: 'local' })]);
    expect(staffLog.body).not.toContain('::1');
  });

  it('renders a viewer’s stamped copy once per version and reuses it, apart from other viewers’ copies and never under the original’s key', async () => {
    const { founder, dealId } = await openRoom();
    const bytes = await samplePdf(1);
    const file = (await upload(founder, dealId, { name: 'Deck.pdf', bytes })).confirmed.json as RoomFile;
    const { Item } = await dealRoomData().roomFiles.build(GetItemCommand).key({ dealId, id: file.id }).send();
    const originalKey = Item!.objectKey;
    const asha = await signIn('Asha');
    const ravi = await signIn('Ravi');
    await grant(dealId, asha, { canDownload: true });
    await grant(dealId, ravi);

    const first = await view(asha, dealId, file.id);
    const stored = await storedViews(dealId);
    expect(stored).toHaveLength(1);
    const second = await view(asha, dealId, file.id);
    // The same copy, not rendered again: one object, unchanged since the first view.
    expect(new URL(second.json.url).pathname).toBe(new URL(first.json.url).pathname);
    expect(await storedViews(dealId)).toEqual(stored);
    const other = await view(ravi, dealId, file.id);
    expect(new URL(other.json.url).pathname).not.toBe(new URL(first.json.url).pathname);
    expect(await storedViews(dealId)).toHaveLength(2);

    // The original's key is in no answer a grantee gets; the founder's own view is the original, inline.
    const answers = [first, second, other, await download(asha, dealId, file.id), await files(asha, dealId), await files(ravi, dealId)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(originalKey);
      expect(answer.body).not.toContain(originalKey.split('/').at(-1));
    }
    const own = await view(founder, dealId, file.id);
    expect(new URL(own.json.url).pathname).toBe(`/${dealRoomBucket()}/${originalKey}`);
    expect(new Uint8Array(await (await fetch(own.json.url)).arrayBuffer())).toEqual(bytes);
  });

  it('answers every one of a viewer’s racing first views with the one stamped copy (the copy is written once)', async () => {
    const { founder, dealId } = await openRoom();
    const file = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(1) })).confirmed.json as RoomFile;
    const asha = await signIn('Asha');
    await grant(dealId, asha);

    const views = await Promise.all(Array.from({ length: 4 }, () => view(asha, dealId, file.id)));

    for (const answer of views) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(views.map((answer) => new URL(answer.json.url).pathname)).size).toBe(1);
    expect(await storedViews(dealId)).toHaveLength(1);
  });

  it('stamps a Telugu name in Noto Sans Telugu: the text read back carries it, no ? in its place', async () => {
    const { founder, dealId } = await openRoom();
    const file = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(1) })).confirmed.json as RoomFile;
    const investor = await signIn('పవన్ కుమార్');
    await grant(dealId, investor, { canDownload: true });

    for (const answer of [await view(investor, dealId, file.id), await download(investor, dealId, file.id)]) {
      expect(answer.statusCode).toBe(200);
      const [page] = await readPdf(new Uint8Array(await (await fetch(answer.json.url)).arrayBuffer()));
      expect(page!.text).toContain('పవన్ కుమార్');
      expect(page!.text).not.toContain('?');
      // The footer line reads as the whole watermark once the runs of each script are joined.
      const footer = page!.lines.find((line) => line.text.includes('పవన్') && line.text.includes('Confidential'))!;
      expect(footer.items.map((item) => item.text).join(' ')).toContain(`Confidential · పవన్ కుమార్ Reddy · ${investor.id}@example.com`);
    }
  });

  it('downloads a copy carrying the downloader’s watermark on every page, never the original', async () => {
    const { founder, dealId } = await openRoom();
    const file = (await upload(founder, dealId, { name: 'Financial summary.pdf', bytes: await samplePdf(3, 'Summary') })).confirmed.json as RoomFile;
    const investor = await signIn('Downloader');
    await grant(dealId, investor, { canDownload: true });

    const answer = await download(investor, dealId, file.id);
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.json.url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    expect(url.pathname).toMatch(new RegExp(`/deal-rooms/downloads/${dealId}/[0-9a-f]{32}\\.pdf$`));
    expect(answer.json.fileName).toBe('Financial summary.pdf');
    const fetched = await fetch(url);
    expect(fetched.headers.get('content-disposition')).toContain('attachment');
    const pages = await readPdf(new Uint8Array(await fetched.arrayBuffer()));
    expect(pages).toHaveLength(3);
    const watermark = `Confidential · Downloader Reddy · ${investor.id}@example.com`;
    for (const page of pages) expect(page.text).toContain(watermark);
  });

  it('stamps an image as a one-page PDF, and gives a grantee no bytes of an XLSX, neither to view nor to download', async () => {
    const { founder, dealId } = await openRoom();
    const png = (await upload(founder, dealId, { name: 'Org chart.png', bytes: samplePng(), contentType: 'image/png', category: 'team' })).confirmed
      .json as RoomFile;
    const xlsx = (await upload(founder, dealId, { name: 'Model.xlsx', bytes: officeZip('xlsx'), contentType: XLSX })).confirmed.json as RoomFile;
    const investor = await signIn('Downloader');
    await grant(dealId, investor, { canDownload: true });

    const image = await download(investor, dealId, png.id);
    expect(image.statusCode).toBe(200);
    expect(image.json.fileName).toBe('Org chart.pdf');
    const pages = await readPdf(new Uint8Array(await (await fetch(image.json.url)).arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Downloader Reddy');

    const sheet = await download(investor, dealId, xlsx.id);
    expect(sheet.statusCode).toBe(400);
    expect(sheet.json.message).toMatch(/Only PDFs and images leave the room/);
    // A spreadsheet cannot be stamped, so only the founder opens it: refused to the grantee, nothing logged.
    const opened = await view(investor, dealId, xlsx.id);
    expect(opened.statusCode).toBe(403);
    expect(opened.json.message).toMatch(/^Only the founder can open this file: PDFs and images are shown stamped/);
    expect(opened.body).not.toContain('http');
    const viewOnly = await signIn('Viewer');
    await grant(dealId, viewOnly);
    expect((await view(viewOnly, dealId, xlsx.id)).statusCode).toBe(403);
    const log = (await founder.call(listAccessLog, r.listAccessLog, { params: { dealId } })).json as { action: string; fileId: string }[];
    expect(log.filter((entry) => entry.fileId === xlsx.id)).toEqual([]);
    // The founder opens it (nothing to show in the browser) and downloads it as uploaded.
    const own = await view(founder, dealId, xlsx.id);
    expect(own.statusCode).toBe(200);
    expect(own.json.url).toBeUndefined();
    const original = await download(founder, dealId, xlsx.id);
    expect(original.statusCode).toBe(200);
    const fetched = await fetch(original.json.url);
    expect(fetched.headers.get('content-type')).toBe(XLSX);
    expect(fetched.headers.get('content-disposition')).toBe(`attachment; filename="Model.xlsx"; filename*=UTF-8''Model.xlsx`);

    // A grantee's view of the image is its stamped one-page PDF too.
    const shown = await view(investor, dealId, png.id);
    expect(shown.json).toMatchObject({ contentType: 'image/png', shownType: PDF });
    const shownPages = await readPdf(new Uint8Array(await (await fetch(shown.json.url)).arrayBuffer()));
    expect(shownPages).toHaveLength(1);
    expect(shownPages[0]!.text).toContain('Downloader Reddy');
  });

  it('opens the pitch deck to deal flow only when the founder allows it, and nothing else', async () => {
    const { founder, dealId } = await openRoom();
    const deck = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(1), category: 'pitch_deck' })).confirmed.json as RoomFile;
    const other = (await upload(founder, dealId, { name: 'Legal.pdf', bytes: await samplePdf(1), category: 'legal' })).confirmed.json as RoomFile;
    const member = await signIn('DealFlow');

    expect((await view(member, dealId, deck.id)).statusCode).toBe(403);
    await dealRoomData().deals.build(UpdateItemCommand).item({ id: dealId, deckOpenToDealFlow: true }).send();
    const opened = await view(member, dealId, deck.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json.canDownload).toBe(false);
    expect((await view(member, dealId, other.id)).statusCode).toBe(403);
    expect((await download(member, dealId, deck.id)).statusCode).toBe(403);
    expect(((await files(member, dealId)).json as RoomFile[]).map((file) => file.id)).toEqual([deck.id]);
  });
});

describe('page reads, access log and analytics', () => {
  afterEach(() => vi.useRealTimers());

  /** Runs `call` as if `ms` had passed (the server's clock only: Date), then back to now. */
  async function after<T>(ms: number, call: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
    try {
      return await call();
    } finally {
      vi.useRealTimers();
    }
  }

  it('logs page reads only for the viewer of that view, and the analytics add up', async () => {
    const { founder, dealId } = await openRoom();
    const deck = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(4), category: 'pitch_deck' })).confirmed.json as RoomFile;
    const summary = (await upload(founder, dealId, { name: 'Summary.pdf', bytes: await samplePdf(1) })).confirmed.json as RoomFile;
    const asha = await signIn('Asha');
    const ravi = await signIn('Ravi');
    await grant(dealId, asha, { canDownload: true });
    await grant(dealId, ravi);

    const ashaView = (await view(asha, dealId, deck.id)).json;
    const pages = (caller: SignedIn, viewId: string, body: unknown) => caller.call(logPageReads, r.logPageReads, { params: { dealId, viewId }, body });
    // Asha reads for a minute, then another.
    const firstReport = await after(60_000, () =>
      pages(asha, ashaView.viewId, {
        pages: [
          { page: 1, durationMs: 4000 },
          { page: 2, durationMs: 6000 },
        ],
      }),
    );
    expect(firstReport.json).toEqual({ logged: 2, countedMs: 10_000, dropped: false });
    const secondReport = await after(120_000, () =>
      pages(asha, ashaView.viewId, {
        pages: [
          { page: 2, durationMs: 1000 },
          { page: 3, durationMs: 2000 },
        ],
      }),
    );
    expect(secondReport.json).toEqual({ logged: 2, countedMs: 3000, dropped: false });
    // Another member cannot report pages against Asha's view, nor a made-up one.
    expect((await pages(ravi, ashaView.viewId, { pages: [{ page: 1, durationMs: 1 }] })).statusCode).toBe(403);
    expect((await pages(ravi, 'not-a-view', { pages: [{ page: 1, durationMs: 1 }] })).statusCode).toBe(404);
    expect((await pages(asha, ashaView.viewId, { pages: [] })).statusCode).toBe(400);
    await view(asha, dealId, summary.id);
    await download(asha, dealId, deck.id);
    const raviView = (await view(ravi, dealId, deck.id)).json;
    await after(5_000, () => pages(ravi, raviView.viewId, { pages: [{ page: 1, durationMs: 500 }] }));
    // The founder's own reading is logged but not counted.
    await view(founder, dealId, deck.id);

    const analytics = (await founder.call(getRoomAnalytics, r.getRoomAnalytics, { params: { dealId } })).json;
    const byMember = Object.fromEntries(analytics.byMember.map((row: { member: { id: string } }) => [row.member.id, row]));
    expect(Object.keys(byMember).sort()).toEqual([asha.id, ravi.id].sort());
    expect(byMember[asha.id]).toMatchObject({ filesOpened: 2, opens: 2, pagesRead: 3, totalMs: 13_000, downloads: 1 });
    expect(byMember[ravi.id]).toMatchObject({ filesOpened: 1, opens: 1, pagesRead: 1, totalMs: 500, downloads: 0 });
    const byFile = Object.fromEntries(analytics.byFile.map((row: { fileId: string }) => [row.fileId, row]));
    expect(byFile[deck.id]).toMatchObject({ fileName: 'Deck.pdf', version: 1, viewers: 2, opens: 2, pagesRead: 4, totalMs: 13_500, downloads: 1 });
    expect(byFile[summary.id]).toMatchObject({ viewers: 1, opens: 1, pagesRead: 0, totalMs: 0 });

    const log = (await founder.call(listAccessLog, r.listAccessLog, { params: { dealId }, query: { limit: '50' } })).json as {
      action: string;
      page?: number;
      member: { id: string };
    }[];
    const count = (action: string) => log.filter((entry) => entry.action === action).length;
    expect([count('view'), count('page'), count('download')]).toEqual([4, 5, 1]);
    expect(
      log
        .filter((entry) => entry.action === 'page' && entry.member.id === asha.id)
        .map((entry) => entry.page)
        .sort(),
    ).toEqual([1, 2, 2, 3]);

    // Paged, newest first: Asha's second report, counted two minutes on, is the newest entry.
    const first = await founder.call(listAccessLog, r.listAccessLog, { params: { dealId }, query: { limit: '3' } });
    expect(first.json).toHaveLength(3);
    expect(first.json[0]).toMatchObject({ action: 'page', member: { id: asha.id } });
    expect(first.headers[NEXT_CURSOR_HEADER]).toBeTruthy();

    // An admin reads the same log for an abuse report; a member (even a grantee) cannot use the staff route.
    const admin = await signIn('Admin', { role: 'admin' });
    const staffLog = await admin.call(listStaffAccessLog, r.listStaffAccessLog, { params: { dealId }, query: { limit: '50' } });
    expect(staffLog.statusCode).toBe(200);
    expect(staffLog.json).toHaveLength(log.length);
    expect((await asha.call(listStaffAccessLog, r.listStaffAccessLog, { params: { dealId } })).statusCode).toBe(403);
    expect((await admin.call(getRoomAnalytics, r.getRoomAnalytics, { params: { dealId } })).statusCode).toBe(403);
  });

  it('counts no more reading time than the server saw pass since the view opened or its last report', async () => {
    const { founder, dealId } = await openRoom();
    const deck = (await upload(founder, dealId, { name: 'Deck.pdf', bytes: await samplePdf(3) })).confirmed.json as RoomFile;
    const asha = await signIn('Asha');
    await grant(dealId, asha);
    const pages = (viewId: string, body: unknown) => asha.call(logPageReads, r.logPageReads, { params: { dealId, viewId }, body });
    const reading = async () =>
      (await dealRoomData().roomReadings.build(GetItemCommand).key({ dealId, memberId: asha.id, fileId: deck.id }).options({ consistent: true }).send()).Item!;
    const opened = (await view(asha, dealId, deck.id)).json;
    const hours = (n: number) => n * 3_600_000;

    // Seconds after opening, a report claims 1,000 hours (ten pages at the most a page may claim, a hundred times): nothing counts.
    const claim = { pages: Array.from({ length: 100 }, (_, i) => ({ page: (i % 3) + 1, durationMs: hours(1) })) };
    const impossible = await after(3_000, () => pages(opened.viewId, claim));
    expect(impossible.statusCode).toBe(200);
    expect(impossible.json).toEqual({ logged: 0, countedMs: 0, dropped: true });
    expect(await reading()).toMatchObject({ totalMs: 0, droppedReports: 1 });

    // Forty minutes on one page: true, but a report counts at most ROOM_LIMITS.pageReportMaxMs.
    const long = await after(40 * 60_000, () => pages(opened.viewId, { pages: [{ page: 1, durationMs: 40 * 60_000 }] }));
    expect(long.json).toEqual({ logged: 1, countedMs: ROOM_LIMITS.pageReportMaxMs, dropped: false });
    // The next report is bounded from that one: ten seconds later, a minute is too much.
    const tooSoon = await after(40 * 60_000 + 10_000, () => pages(opened.viewId, { pages: [{ page: 2, durationMs: 60_000 }] }));
    expect(tooSoon.json).toMatchObject({ countedMs: 0, dropped: true });
    // A little over (the network's jitter) is trimmed to what passed since the last counted report, not dropped.
    const jitter = await after(40 * 60_000 + 20_000, () => pages(opened.viewId, { pages: [{ page: 2, durationMs: 23_000 }] }));
    expect(jitter.json.dropped).toBe(false);
    expect(jitter.json.countedMs).toBeGreaterThanOrEqual(20_000);
    expect(jitter.json.countedMs).toBeLessThan(23_000);

    // Two reports racing for the same minute: the view's last-report time is claimed by one; the other is bounded from it.
    const raced = await after(42 * 60_000, () => Promise.all([1, 2].map((page) => pages(opened.viewId, { pages: [{ page, durationMs: 90_000 }] }))));
    expect(raced.map((answer) => answer.json.dropped).sort()).toEqual([false, true]);
    expect(raced.reduce((sum, answer) => sum + answer.json.countedMs, 0)).toBe(90_000);

    // A view older than ROOM_LIMITS.viewReportHours takes no more reports.
    const stale = await after(hours(ROOM_LIMITS.viewReportHours) + 60_000, () => pages(opened.viewId, { pages: [{ page: 3, durationMs: 1000 }] }));
    expect(stale.json).toEqual({ logged: 0, countedMs: 0, dropped: true });

    const after3 = await reading();
    expect(after3).toMatchObject({ droppedReports: 4, totalMs: ROOM_LIMITS.pageReportMaxMs + jitter.json.countedMs + 90_000 });
    const analytics = (await founder.call(getRoomAnalytics, r.getRoomAnalytics, { params: { dealId } })).json;
    expect(analytics.byMember[0].totalMs).toBe(after3.totalMs);
  });
});
