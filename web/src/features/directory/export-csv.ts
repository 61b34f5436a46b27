import type { DirectoryMember } from '@club/shared';
import { labelOf } from '../../lib/format';

const cell = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The Export Contacts CSV: name, company, chapter, badges, LinkedIn URL, and
 * e-mail and phone only as the API gives them (members who opted in).
 */
export function membersCsv(members: DirectoryMember[]): string {
  const header = ['Name', 'Company', 'Chapter', 'Badges', 'LinkedIn URL', 'E-mail', 'Phone'];
  const rows = members.map((m) => [
    `${m.firstName} ${m.lastName}`,
    m.company?.name ?? '',
    m.chapters.join('; '),
    m.badges.map(labelOf).join('; '),
    m.linkedinUrl ?? '',
    m.email ?? '',
    m.phone ?? '',
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Starts a browser download of `text` as `filename`. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
