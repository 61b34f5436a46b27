import { formatDate } from '@club/shared';

/** A grant's last day as people read it: '10 Nov 2026' (a calendar day, never shifted by a zone). */
export const accessUntilText = (expiresOn: string): string => formatDate(expiresOn, 'UTC', { weekday: false });

/** The timeline's note of a grant: 'view + download until 10 Nov 2026'. */
export const grantNote = (canDownload: boolean, expiresOn: string): string => `${canDownload ? 'view + download' : 'view'} until ${accessUntilText(expiresOn)}`;
