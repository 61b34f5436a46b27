import type { Deal } from '@club/shared';
import { EmptyState } from '../../../components/ui/list-states';

/** The room's files (placeholder until the files panel lands). */
export function RoomFilesPanel({ deal }: { deal: Deal }) {
  return <EmptyState title="Files">{deal.room?.fileCount ? `${deal.room.fileCount} files` : 'No files yet'}</EmptyState>;
}
