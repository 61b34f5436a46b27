import { ROOM_FILE_TYPES, type RoomContentType } from '@club/shared';

/**
 * What a file's bytes say it is, whatever its name claims. The checks read
 * the first bytes, and for ZIP containers the central directory (the list of
 * entry names at the end of the file), so a room never keeps a program, an
 * archive or a document of another type under a harmless name.
 */

/** How many first bytes the checks read. */
export const SNIFF_HEAD_BYTES = 64 * 1024;
/** How many last bytes to read to find a ZIP's end-of-central-directory record (22 bytes + a comment of up to 64 KiB). */
export const ZIP_TAIL_BYTES = 22 + 0xffff;
/** A larger central directory than this is not an Office document we take. */
export const ZIP_DIRECTORY_MAX_BYTES = 4 * 1024 * 1024;

export type SniffedKind = 'pdf' | 'png' | 'jpeg' | 'zip' | 'text' | 'executable' | 'unknown';
export type OfficeKind = 'xlsx' | 'docx' | 'pptx';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: a local file header
const EXECUTABLES: { name: string; signature: readonly number[] }[] = [
  { name: 'a Windows program', signature: [0x4d, 0x5a] }, // MZ
  { name: 'a Linux program', signature: [0x7f, 0x45, 0x4c, 0x46] }, // \x7fELF
  { name: 'a macOS program', signature: [0xfe, 0xed, 0xfa, 0xce] },
  { name: 'a macOS program', signature: [0xfe, 0xed, 0xfa, 0xcf] },
  { name: 'a macOS program', signature: [0xce, 0xfa, 0xed, 0xfe] },
  { name: 'a macOS program', signature: [0xcf, 0xfa, 0xed, 0xfe] },
  { name: 'a macOS program', signature: [0xca, 0xfe, 0xba, 0xbe] }, // universal binary (also Java classes)
  { name: 'a script', signature: [0x23, 0x21] }, // #!
];

/** The program kind the bytes start with ("a Windows program"), if any. */
export function executableKind(head: Uint8Array): string | undefined {
  return EXECUTABLES.find(({ signature }) => startsWith(head, signature))?.name;
}

/** Text: no NUL byte and valid UTF-8 (a character cut by the end of `head` is allowed). */
export function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** What the first bytes are. */
export function sniffHead(head: Uint8Array): SniffedKind {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, ZIP)) return 'zip';
  if (executableKind(head)) return 'executable';
  if (head.length > 0 && isText(head)) return 'text';
  return 'unknown';
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Where a ZIP's central directory is, read from the file's last bytes
 * (`tail`, the end of a file of `size` bytes): the end-of-central-directory
 * record is the last `PK\5\6` whose fields fit. Undefined when there is none
 * (not a ZIP, or a ZIP64 we do not take).
 */
export function locateCentralDirectory(tail: Uint8Array, size: number): { offset: number; length: number } | undefined {
  const data = view(tail);
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (data.getUint32(at, true) !== 0x06054b50) continue;
    const commentLength = data.getUint16(at + 20, true);
    if (at + 22 + commentLength !== tail.length) continue;
    const length = data.getUint32(at + 12, true);
    const offset = data.getUint32(at + 16, true);
    if (offset === 0xffffffff || length === 0xffffffff) return undefined;
    const recordAt = size - tail.length + at;
    if (offset + length > recordAt) return undefined;
    return { offset, length };
  }
  return undefined;
}

/** The entry names of a ZIP central directory (its bytes as located above); stops at the first malformed entry. */
export function zipEntryNames(directory: Uint8Array): string[] {
  const data = view(directory);
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= directory.length && data.getUint32(at, true) === 0x02014b50) {
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.length) break;
    names.push(decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The Office Open XML kind of a ZIP from its entry names: the content-types part and the kind's main folder. */
export function officeKind(names: readonly string[]): OfficeKind | undefined {
  if (!names.includes('[Content_Types].xml')) return undefined;
  const has = (folder: string) => names.some((name) => name.startsWith(folder));
  if (has('xl/')) return 'xlsx';
  if (has('word/')) return 'docx';
  if (has('ppt/')) return 'pptx';
  return undefined;
}

/** How members name what the bytes turned out to be, for the refusal message. */
const describe: Record<SniffedKind | OfficeKind, string> = {
  pdf: 'a PDF',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  zip: 'a ZIP archive',
  text: 'a text file',
  executable: 'a program',
  unknown: 'of an unknown type',
  xlsx: 'an Excel workbook (XLSX)',
  docx: 'a Word document (DOCX)',
  pptx: 'a PowerPoint presentation (PPTX)',
};

const expected: Record<RoomContentType, SniffedKind | OfficeKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'text/csv': 'text',
};

/**
 * Why the bytes are not the declared type, or undefined when they are.
 * `zipNames`: the entry names of a ZIP (needed only when the head is a ZIP).
 */
export function contentProblem(contentType: RoomContentType, head: Uint8Array, zipNames?: readonly string[]): string | undefined {
  const label = ROOM_FILE_TYPES[contentType].label;
  const program = executableKind(head);
  if (program) return `This file is ${program}, not a ${label}: programs cannot be uploaded to a data room`;
  const sniffed = sniffHead(head);
  const actual: SniffedKind | OfficeKind = sniffed === 'zip' ? (officeKind(zipNames ?? []) ?? 'zip') : sniffed;
  if (actual === expected[contentType]) return undefined;
  if (contentType === 'text/csv') return `This file is ${describe[actual]}, not a CSV: a CSV must be UTF-8 text`;
  const article = label === 'XLSX' ? 'an' : 'a';
  return `This file is ${describe[actual]}, not ${article} ${label}: its contents do not match its type`;
}
