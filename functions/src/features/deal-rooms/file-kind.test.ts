import { describe, expect, it } from 'vitest';
import { officeZip, storedZip } from '../../test/stored-zip.js';
import { contentProblem, locateCentralDirectory, officeKind, sniffHead, zipEntryNames, ZIP_TAIL_BYTES } from './file-kind.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** The names a ZIP lists, found the way the confirm route finds them: from its tail. */
function namesOf(zip: Uint8Array): string[] {
  const tail = zip.subarray(Math.max(0, zip.length - ZIP_TAIL_BYTES));
  const located = locateCentralDirectory(tail, zip.length);
  if (!located) return [];
  return zipEntryNames(zip.subarray(located.offset, located.offset + located.length));
}

describe('sniffHead', () => {
  it('knows PDF, PNG, JPEG, ZIP, programs and text by their first bytes', () => {
    expect(sniffHead(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffHead(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffHead(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffHead(officeZip('xlsx'))).toBe('zip');
    expect(sniffHead(text('MZ\x90\x00'))).toBe('executable');
    expect(sniffHead(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1))).toBe('executable');
    expect(sniffHead(bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0))).toBe('executable');
    expect(sniffHead(text('name,amount\nAsha,12\n'))).toBe('text');
    expect(sniffHead(bytes(0x00, 0x01, 0x02))).toBe('unknown');
    expect(sniffHead(bytes(0xc3, 0x28, 0x41))).toBe('unknown'); // invalid UTF-8
  });
});

describe('ZIP directory', () => {
  it('lists entry names from the end of the file, and tells the Office kind', () => {
    expect(officeKind(namesOf(officeZip('xlsx')))).toBe('xlsx');
    expect(officeKind(namesOf(officeZip('docx')))).toBe('docx');
    expect(officeKind(namesOf(officeZip('pptx')))).toBe('pptx');
    expect(officeKind(namesOf(storedZip({ 'xl/workbook.xml': '<x/>' })))).toBeUndefined();
    expect(officeKind(namesOf(storedZip({ 'readme.txt': 'hello' })))).toBeUndefined();
  });

  it('finds nothing in a file that is not a ZIP', () => {
    expect(locateCentralDirectory(text('%PDF-1.4 not a zip at all, long enough to scan'), 46)).toBeUndefined();
  });
});

describe('contentProblem', () => {
  it('accepts bytes of the declared type', () => {
    expect(contentProblem('application/pdf', text('%PDF-1.4'))).toBeUndefined();
    expect(contentProblem('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeUndefined();
    expect(contentProblem('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xdb))).toBeUndefined();
    expect(contentProblem('text/csv', text('\uFEFFnom,montant\nÉlodie,12\n'))).toBeUndefined();
    const xlsx = officeZip('xlsx');
    expect(contentProblem('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx, namesOf(xlsx))).toBeUndefined();
    const pptx = officeZip('pptx');
    expect(contentProblem('application/vnd.openxmlformats-officedocument.presentationml.presentation', pptx, namesOf(pptx))).toBeUndefined();
  });

  it('refuses a program renamed .pdf with a clear message', () => {
    expect(contentProblem('application/pdf', text('MZ\x90\x00\x03'))).toBe(
      'This file is a Windows program, not a PDF: programs cannot be uploaded to a data room',
    );
    expect(contentProblem('text/csv', text('#!/bin/sh\nrm -rf /\n'))).toMatch(/a script, not a CSV/);
    expect(contentProblem('image/png', bytes(0x7f, 0x45, 0x4c, 0x46))).toMatch(/a Linux program/);
  });

  it('refuses bytes of another type, naming what they are', () => {
    expect(contentProblem('application/pdf', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('This file is a JPEG image, not a PDF: its contents do not match its type');
    const docx = officeZip('docx');
    expect(contentProblem('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', docx, namesOf(docx))).toMatch(
      /a Word document \(DOCX\), not an XLSX/,
    );
    const plainZip = storedZip({ 'a.txt': 'a' });
    expect(contentProblem('application/vnd.openxmlformats-officedocument.wordprocessingml.document', plainZip, namesOf(plainZip))).toMatch(/a ZIP archive/);
    expect(contentProblem('text/csv', bytes(0x41, 0x00, 0x42))).toMatch(/not a CSV: a CSV must be UTF-8 text/);
  });
});
