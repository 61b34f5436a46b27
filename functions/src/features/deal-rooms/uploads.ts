import { randomUUID } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { ROOM_FILE_TYPES, ROOM_LIMITS, type Member, type RoomFile, type RoomUpload, type RoomUploadInput } from '@club/shared';
import type { RoomFileItem } from './entities/room-file.js';
import type { RoomUploadItem } from './entities/room-upload.js';
import { dealRoomData } from './data.js';
import { opportunityDeckWrite } from '../investors/index.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { roomObjectKey } from '../../platform/files/keys.js';
import { deleteObject, headObject, readHead, readRange, readTail } from '../../platform/files/objects.js';
import { presignUpload } from '../../platform/files/presign.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { personOf } from '../members/index.js';
import { loadDealAccess, requireFounder } from './access.js';
import { SNIFF_HEAD_BYTES, ZIP_DIRECTORY_MAX_BYTES, ZIP_TAIL_BYTES, contentProblem, locateCentralDirectory, sniffHead, zipEntryNames } from './file-kind.js';
import { nameKeyOf, roomFileOf } from './room-files.js';

export const UPLOAD_NOT_FOUND = 'Upload not found: ask for a new upload URL';
export const UPLOAD_DONE = 'This upload was already confirmed';
/** How long an unconfirmed upload may still be confirmed (a 50 MB PUT may take a while to finish). */
const CONFIRM_WINDOW_SECONDS = 60 * 60;

const megabytes = (bytes: number) => `${Math.floor(bytes / 1_000_000)} MB`;

const roomFull = (bytesUsed: number, field: (string | number)[]) => {
  const left = Math.max(0, ROOM_LIMITS.roomBytes - bytesUsed);
  const message = `The room is full: it holds ${megabytes(ROOM_LIMITS.roomBytes)} and ${megabytes(left)} are left`;
  return new BadRequestError(message, [{ path: field, message }]);
};

/** The extensions a name of this type may end with. */
const extensionsOf = (contentType: RoomUploadInput['contentType']): string[] =>
  contentType === 'image/jpeg' ? ['jpg', 'jpeg'] : [ROOM_FILE_TYPES[contentType].extension];

/**
 * The founder asks to upload a file: the name's extension must match the
 * type, the room must have room for it; the answer is a presigned PUT for
 * exactly that type, length and SHA-256, to a key the server made up.
 */
export async function createRoomUpload(member: Member, dealId: string, input: RoomUploadInput): Promise<RoomUpload> {
  const loaded = await loadDealAccess(dealId, member);
  requireFounder(loaded);
  const { label } = ROOM_FILE_TYPES[input.contentType];
  const extensions = extensionsOf(input.contentType);
  const extension = /\.([^.]+)$/.exec(input.fileName)?.[1]?.toLowerCase();
  if (!extension || !extensions.includes(extension)) {
    const message = `A ${label} file's name must end in .${extensions.join(' or .')}`;
    throw new BadRequestError(message, [{ path: ['body', 'fileName'], message }]);
  }
  if (loaded.deal.bytesUsed + input.size > ROOM_LIMITS.roomBytes) throw roomFull(loaded.deal.bytesUsed, ['body', 'size']);

  const id = randomUUID();
  const objectKey = roomObjectKey(dealId);
  const presigned = await presignUpload({
    key: objectKey,
    contentType: input.contentType,
    size: input.size,
    checksumSha256: input.checksumSha256,
    expiresInSeconds: ROOM_LIMITS.uploadUrlSeconds,
  });
  const upload: Omit<RoomUploadItem, 'createdAt' | 'updatedAt'> = {
    dealId,
    id,
    fileName: input.fileName,
    nameKey: nameKeyOf(input.fileName),
    category: input.category,
    contentType: input.contentType,
    size: input.size,
    checksumSha256: input.checksumSha256,
    objectKey,
    uploadedBy: personOf(member),
    expiresAt: Math.floor(Date.now() / 1000) + ROOM_LIMITS.uploadUrlSeconds + CONFIRM_WINDOW_SECONDS,
  };
  await dealRoomData().roomUploads.build(PutItemCommand).item(upload).send();
  return { uploadId: id, url: presigned.url, headers: presigned.headers, expiresAt: presigned.expiresAt };
}

/** Refuses the upload: its object (the version stored, so no old version stays behind) and its pending item go, nothing is kept. */
async function refuse(upload: RoomUploadItem, message: string, versionId: string | undefined): Promise<never> {
  await deleteObject(upload.objectKey, versionId);
  await dealRoomData().roomUploads.build(DeleteItemCommand).key({ dealId: upload.dealId, id: upload.id }).send();
  throw new BadRequestError(message, [{ path: ['file'], message }]);
}

/** The ZIP entry names of a stored object whose first bytes are a ZIP (empty when its directory cannot be read). */
async function zipNamesOf(key: string, size: number): Promise<string[]> {
  const tail = await readTail(key, size, ZIP_TAIL_BYTES);
  const located = locateCentralDirectory(tail, size);
  if (!located || located.length > ZIP_DIRECTORY_MAX_BYTES) return [];
  const tailStart = size - tail.length;
  const directory =
    located.offset >= tailStart
      ? tail.subarray(located.offset - tailStart, located.offset - tailStart + located.length)
      : await readRange(key, located.offset, located.length);
  return zipEntryNames(directory);
}

/** Why the stored object (its HEAD answer) is not what the upload declared, or undefined when it is. */
async function storedProblem(upload: RoomUploadItem, head: { size: number; contentType: string | undefined }): Promise<string | undefined> {
  const label = ROOM_FILE_TYPES[upload.contentType].label;
  if (head.size !== upload.size) return `The file uploaded has ${head.size} bytes, not the ${upload.size} announced: upload it again`;
  if (head.contentType !== upload.contentType) return `The file was uploaded as ${head.contentType ?? 'no type'}, not as ${label}: upload it again`;
  const first = await readHead(upload.objectKey, Math.min(SNIFF_HEAD_BYTES, upload.size));
  const names = sniffHead(first) === 'zip' ? await zipNamesOf(upload.objectKey, upload.size) : undefined;
  return contentProblem(upload.contentType, first, names);
}

/**
 * The founder confirms an upload: the object must be there with the size and
 * type announced, and its bytes of that type; else it is deleted with the
 * pending upload (400 naming `file`). Then one transaction makes it the next
 * version of its name (conditioned on the version read, retried on a race),
 * counts it against the room, drops the pending upload, sets the deal's and
 * the opportunity's pitch deck for that category, and tells the timeline.
 */
export async function confirmRoomUpload(member: Member, dealId: string, uploadId: string): Promise<RoomFile> {
  const loaded = await loadDealAccess(dealId, member);
  requireFounder(loaded);
  const data = dealRoomData();
  const { Item: upload } = await data.roomUploads.build(GetItemCommand).key({ dealId, id: uploadId }).options({ consistent: true }).send();
  if (!upload || upload.expiresAt * 1000 < Date.now()) throw new NotFoundError(UPLOAD_NOT_FOUND);
  const head = await headObject(upload.objectKey);
  if (!head) {
    const message = 'The file has not arrived yet: PUT it to the upload URL, then confirm';
    throw new BadRequestError(message, [{ path: ['file'], message }]);
  }
  const problem = await storedProblem(upload, head);
  if (problem) return refuse(upload, problem, head.versionId);

  const card = personOf(member);
  try {
    return await retryOnContention(async () => {
      const { Item: name } = await data.roomFileNames.build(GetItemCommand).key({ dealId, nameKey: upload.nameKey }).options({ consistent: true }).send();
      const version = (name?.latestVersion ?? 0) + 1;
      const now = new Date().toISOString();
      const file: Omit<RoomFileItem, 'createdAt' | 'updatedAt'> = {
        dealId,
        id: randomUUID(),
        name: upload.fileName,
        nameKey: upload.nameKey,
        category: upload.category,
        contentType: upload.contentType,
        size: upload.size,
        version,
        objectKey: upload.objectKey,
        uploadedBy: card,
        uploadedAt: now,
      };
      const deck = upload.category === 'pitch_deck' ? { pitchDeckFileId: file.id } : {};
      const writes: NamedWrite<'upload' | 'deal' | 'opportunity' | 'name' | 'file' | 'older' | 'event'>[] = [
        {
          name: 'upload',
          write: data.roomUploads
            .build(DeleteTransaction)
            .key({ dealId, id: uploadId })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        {
          name: 'deal',
          write: data.deals
            .build(UpdateTransaction)
            .item({ id: dealId, bytesUsed: $add(upload.size), fileCount: $add(1), ...deck })
            .options({
              condition: {
                and: [
                  { attr: 'id', exists: true },
                  { attr: 'bytesUsed', lte: ROOM_LIMITS.roomBytes - upload.size },
                ],
              },
            }),
        },
        {
          name: 'name',
          write: data.roomFileNames
            .build(PutTransaction)
            .item({ dealId, nameKey: upload.nameKey, latestVersion: version, latestFileId: file.id })
            .options({ condition: name ? { attr: 'latestVersion', eq: name.latestVersion } : { attr: 'nameKey', exists: false } }),
        },
        {
          name: 'file',
          write: data.roomFiles
            .build(PutTransaction)
            .item(file)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        {
          name: 'event',
          write: data.dealEvents
            .build(PutTransaction)
            .item({ dealId, createdAt: now, id: randomUUID(), actor: card, kind: 'file', subject: `${upload.fileName} (version ${version})` }),
        },
      ];
      if (name) {
        writes.push({
          name: 'older',
          write: data.roomFiles
            .build(UpdateTransaction)
            .item({ dealId, id: name.latestFileId, supersededAt: now })
            .options({ condition: { attr: 'id', exists: true } }),
        });
      }
      if (upload.category === 'pitch_deck') {
        writes.push(opportunityDeckWrite(dealId, { pitchDeckFileId: file.id }));
      }
      const written = await writeTransaction(writes, {
        upload: () => new ConflictError(UPLOAD_DONE),
        deal: () => roomFull(loaded.deal.bytesUsed, ['file']),
        opportunity: () => new NotFoundError('The deal’s opportunity no longer exists'),
        // Another upload of the name won the version: read it again.
        name: 'accept',
      });
      return written ? roomFileOf({ ...file, createdAt: now, updatedAt: now }) : READ_AGAIN;
    });
  } catch (error) {
    // A room that filled up while this file was on its way keeps nothing of it.
    if (error instanceof BadRequestError) await refuse(upload, error.message, head.versionId);
    throw error;
  }
}
