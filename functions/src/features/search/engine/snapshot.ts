import { gunzipSync, gzipSync } from 'node:zlib';
import type { StoreArrays } from './store.js';
import type { IndexKind } from './types.js';

/**
 * The snapshot's format. Raise it whenever what is indexed changes (fields,
 * tokenising, the folding table, the snapshot's layout): a snapshot of another
 * format is refused and the pipeline rebuilds the index from the table.
 * 2: our own index (typed arrays) in MiniSearch's place.
 */
export const SNAPSHOT_FORMAT = 2;

/** A snapshot written by another format or for another kind: rebuild the index. */
export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

/** What a snapshot says in JSON: the kind, the documents' sources in number order, the terms in sorted order. */
export interface SnapshotHeader {
  kind: IndexKind;
  sources: unknown[];
  terms: string[];
}

/** The layout's first bytes, so another layout (format 1 was gzipped JSON) is told apart before reading on. */
const MAGIC = 'CSIX';

/**
 * Gzipped: MAGIC, the format and the header's length (u32, little-endian),
 * the header as JSON, padding to 4 bytes, then three lengths and the arrays
 * (term counts and terms as u32, field lengths as u16).
 */
export function writeSnapshot(header: SnapshotHeader, arrays: StoreArrays): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const start = 12 + json.length + ((4 - (json.length % 4)) % 4);
  const size = start + 12 + arrays.termCounts.byteLength + arrays.terms.byteLength + arrays.fieldLengths.byteLength;
  const out = Buffer.alloc(size);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(SNAPSHOT_FORMAT, 4);
  out.writeUInt32LE(json.length, 8);
  json.copy(out, 12);
  out.writeUInt32LE(arrays.termCounts.length, start);
  out.writeUInt32LE(arrays.terms.length, start + 4);
  out.writeUInt32LE(arrays.fieldLengths.length, start + 8);
  let at = start + 12;
  for (const array of [arrays.termCounts, arrays.terms, arrays.fieldLengths]) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, at);
    at += array.byteLength;
  }
  return gzipSync(out);
}

/** The format a refused snapshot says it is (format 1 was gzipped JSON), for the error. */
function formatOf(bytes: Buffer): string {
  if (bytes.subarray(0, 4).toString('latin1') === MAGIC) return String(bytes.readUInt32LE(4));
  try {
    return String((JSON.parse(bytes.toString('utf8')) as { format?: unknown }).format);
  } catch {
    return 'unknown';
  }
}

export function readSnapshot(kind: IndexKind, buffer: Buffer): { header: SnapshotHeader; arrays: StoreArrays } {
  let bytes: Buffer;
  try {
    bytes = gunzipSync(buffer);
  } catch (error) {
    throw new SnapshotFormatError(`the ${kind} snapshot is not gzipped`, { cause: error });
  }
  const format = formatOf(bytes);
  if (format !== String(SNAPSHOT_FORMAT)) {
    throw new SnapshotFormatError(`the ${kind} snapshot is format ${format}; this engine reads format ${SNAPSHOT_FORMAT}`);
  }
  try {
    const length = bytes.readUInt32LE(8);
    const header = JSON.parse(bytes.toString('utf8', 12, 12 + length)) as Partial<SnapshotHeader>;
    if (header.kind !== kind) throw new SnapshotFormatError(`the ${kind} snapshot holds the ${String(header.kind)} index`);
    if (!Array.isArray(header.sources) || !Array.isArray(header.terms)) throw new Error('the header lacks sources or terms');
    const start = 12 + length + ((4 - (length % 4)) % 4);
    const counts = [bytes.readUInt32LE(start), bytes.readUInt32LE(start + 4), bytes.readUInt32LE(start + 8)] as const;
    let at = start + 12;
    // Copied out of the gunzipped buffer: typed arrays need aligned offsets, and the buffer can then be dropped.
    const take = (bytesPer: number, count: number) => {
      const end = at + bytesPer * count;
      if (end > bytes.length) throw new Error('the snapshot is cut short');
      const copy = new Uint8Array(bytes.subarray(at, end));
      at = end;
      return copy.buffer;
    };
    const termCounts = new Uint32Array(take(4, counts[0]));
    const terms = new Uint32Array(take(4, counts[1]));
    const fieldLengths = new Uint16Array(take(2, counts[2]));
    return { header: header as SnapshotHeader, arrays: { termCounts, terms, fieldLengths } };
  } catch (error) {
    if (error instanceof SnapshotFormatError) throw error;
    throw new SnapshotFormatError(`the ${kind} snapshot does not read`, { cause: error });
  }
}
