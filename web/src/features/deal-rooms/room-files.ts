import { ROOM_FILE_TYPES, type RoomContentType, type RoomFileCategory } from '@club/shared';

/** How a room's categories read on screen, in the order the room lists them. */
export const ROOM_FILE_CATEGORY_LABELS: Record<RoomFileCategory, string> = {
  pitch_deck: 'Pitch deck',
  financials: 'Financials',
  legal: 'Legal',
  team: 'Team',
  product: 'Product',
  other: 'Other',
};

/** "PDF", "XLSX"… */
export const fileTypeLabel = (contentType: RoomContentType): string => ROOM_FILE_TYPES[contentType].label;

/** How the viewer shows a file: PDFs page by page, images inline, the rest only as a download. */
export const previewKind = (contentType: RoomContentType): 'pdf' | 'image' | 'none' =>
  contentType === 'application/pdf' ? 'pdf' : contentType.startsWith('image/') ? 'image' : 'none';

/** Said where a member other than the founder meets a file that cannot be stamped. */
export const ONLY_FOUNDER_OPENS = 'Only the founder can open this file; PDFs and images are shown stamped with your watermark.';

/** Whether View is offered: anyone but the founder sees only stamped copies, and Office and CSV files cannot be stamped. */
export const offersView = (contentType: RoomContentType, access: { role: string }): boolean => previewKind(contentType) !== 'none' || access.role === 'founder';

export { dayText } from '../../lib/time-zone';

/**
 * Whether Download is offered: the access must include it, and only PDFs and
 * images leave stamped; Office and CSV files cannot be stamped, so only their founder downloads them.
 */
export const offersDownload = (contentType: RoomContentType, access: { role: string; canDownload: boolean }): boolean =>
  access.canDownload && (previewKind(contentType) !== 'none' || access.role === 'founder');
