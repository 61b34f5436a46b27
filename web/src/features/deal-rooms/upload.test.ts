import { ROOM_LIMITS, type RoomFile } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '../../test/render-with-api';
import { stubXhr } from '../../test/xhr';
import { UploadError, roomContentTypeOf, roomFileProblem, sha256Base64, uploadFailure, uploadRoomFile, type UploadStep } from './upload';

const person = { id: 'mem_1', firstName: 'Ravi', lastName: 'Kumar' };
const stored: RoomFile = {
  id: 'file_2',
  name: 'deck.pdf',
  category: 'pitch_deck',
  contentType: 'application/pdf',
  size: 9,
  version: 2,
  uploadedAt: '2026-11-27T08:00:00Z',
  uploadedBy: person,
};

const pdf = (size?: number) => {
  const file = new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('room file checks', () => {
  it('knows a room type by extension, whatever the browser says', () => {
    expect(roomContentTypeOf({ name: 'cap table.CSV', type: 'application/vnd.ms-excel' })).toBe('text/csv');
    expect(roomContentTypeOf({ name: 'photo.jpeg', type: '' })).toBe('image/jpeg');
    expect(roomContentTypeOf({ name: 'setup.exe', type: 'application/pdf' })).toBeUndefined();
  });

  it('refuses a wrong type, an empty file, an oversized file and one the room has no room for', () => {
    expect(roomFileProblem({ name: 'tool.exe', type: '', size: 10 }, 1e9)).toMatch(/^File type must be one of PDF, XLSX/);
    expect(roomFileProblem({ name: 'a.pdf', type: '', size: 0 }, 1e9)).toBe('The file is empty');
    expect(roomFileProblem({ name: 'a.pdf', type: '', size: ROOM_LIMITS.fileBytes + 1 }, 1e9)).toMatch(/at most 50 MB/);
    expect(roomFileProblem({ name: 'a.pdf', type: '', size: 2_000_000 }, 1_000_000)).toMatch(/^The room has 1 MB left of its 500 MB/);
    expect(roomFileProblem({ name: 'a.pdf', type: '', size: ROOM_LIMITS.fileBytes }, 1e9)).toBeUndefined();
  });

  it('hashes the bytes as base64 SHA-256', async () => {
    // SHA-256 of "abc", a published test vector.
    expect(await sha256Base64(new Blob(['abc']))).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});

describe('uploadRoomFile', () => {
  it('asks for a presigned PUT, sends the bytes with exactly its headers, then confirms', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST' && url === '/api/deals/deal_1/uploads') {
        return {
          body: {
            uploadId: 'up_1',
            url: 'https://bucket.example/put',
            headers: { 'Content-Type': 'application/pdf', 'x-amz-checksum-sha256': 'abc', 'Content-Length': '8' },
            expiresAt: '2026-11-27T08:05:00Z',
          },
        };
      }
      if (init?.method === 'POST' && url === '/api/deals/deal_1/uploads/up_1/confirm') return { body: stored };
      return undefined;
    });
    const sent = stubXhr();
    const steps: UploadStep[] = [];
    const file = pdf();

    const result = await uploadRoomFile({ dealId: 'deal_1', file, category: 'pitch_deck', bytesUsed: 0, onStep: (step) => steps.push(step) });

    expect(result).toEqual(stored);
    const [[, createInit]] = callsTo(fetchMock, 'POST', '/api/deals/deal_1/uploads') as [[string, RequestInit]];
    expect(JSON.parse(String(createInit.body))).toEqual({
      fileName: 'deck.pdf',
      category: 'pitch_deck',
      contentType: 'application/pdf',
      size: 8,
      checksumSha256: await sha256Base64(file),
    });
    expect(sent).toEqual([
      { method: 'PUT', url: 'https://bucket.example/put', headers: { 'Content-Type': 'application/pdf', 'x-amz-checksum-sha256': 'abc' }, body: file },
    ]);
    expect(steps).toEqual([
      { step: 'checking' },
      { step: 'sending', fraction: 0 },
      { step: 'sending', fraction: 0.5 },
      { step: 'sending', fraction: 1 },
      { step: 'confirming' },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/deals/deal_1/uploads/up_1/confirm')).toHaveLength(1);
  });

  it('sends nothing for an oversized file', async () => {
    const fetchMock = stubFetch(() => undefined);
    const sent = stubXhr();

    const failure = uploadRoomFile({ dealId: 'deal_1', file: pdf(ROOM_LIMITS.fileBytes + 1), category: 'pitch_deck' });

    await expect(failure).rejects.toBeInstanceOf(UploadError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('does not confirm when the bucket refuses the bytes', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/uploads') ? { body: { uploadId: 'up_1', url: 'https://bucket.example/put', headers: {}, expiresAt: '2026-11-27T08:05:00Z' } } : undefined,
    );
    stubXhr(403);

    const failure = uploadRoomFile({ dealId: 'deal_1', file: pdf(), category: 'legal' });

    await expect(failure).rejects.toThrow('The file could not be stored (403). Please try again.');
    expect(callsTo(fetchMock, 'POST', '/api/deals/deal_1/uploads/up_1/confirm')).toHaveLength(0);
  });

  it('shows the API’s reason when confirming is refused', async () => {
    stubFetch((url) => {
      if (url.endsWith('/uploads')) return { body: { uploadId: 'up_1', url: 'https://bucket.example/put', headers: {}, expiresAt: '2026-11-27T08:05:00Z' } };
      return { status: 400, body: { message: 'The file is not a PDF: it does not start with %PDF-' } };
    });
    stubXhr();

    const error = await uploadRoomFile({ dealId: 'deal_1', file: pdf(), category: 'legal' }).catch((e: unknown) => e);

    expect(uploadFailure(error)).toBe('The file is not a PDF: it does not start with %PDF-');
  });
});
