import { ROOM_FILE_CATEGORIES, displayName, type Deal, type RoomFile } from '@club/shared';
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { roomFileUrl } from '../../../config/paths';
import { EmptyState, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useDownloadRoomFile } from '../api/download-room-file';
import { useRoomFiles } from '../api/list-room-files';
import { ONLY_FOUNDER_OPENS, ROOM_FILE_CATEGORY_LABELS, dayText, fileTypeLabel, offersDownload, offersView } from '../room-files';
import { formatBytes } from '../upload';
import { UploadFileDialog } from './upload-file-dialog';
import '../room-files.css';

/** Skeleton cards while the files load. */
const LOADING_FILES = 3;

/** The buttons of one file (or an older version): View when the member may open it, and Download when they may. */
function FileActions({
  dealId,
  fileId,
  label,
  canView,
  canDownload,
}: {
  dealId: string;
  fileId: string;
  label: string;
  canView: boolean;
  canDownload: boolean;
}) {
  const download = useDownloadRoomFile(dealId);
  return (
    <Flex gap="0.5rem" wrap="wrap" className="room-file__actions">
      {canView ? (
        <Link className="amplify-button amplify-button--small" to={roomFileUrl(dealId, fileId)} aria-label={`View ${label}`}>
          View
        </Link>
      ) : (
        <Text className="muted">{ONLY_FOUNDER_OPENS}</Text>
      )}
      {canDownload ? (
        <Button size="small" onClick={() => download.mutate(fileId)} isDisabled={download.isPending} aria-label={`Download ${label}`}>
          {download.isPending ? 'Preparing...' : 'Download'}
        </Button>
      ) : null}
    </Flex>
  );
}

/** One file: its latest version's facts and actions; for the founder, its older versions behind a disclosure. */
function FileRow({ deal, file }: { deal: Deal; file: RoomFile }) {
  const canDownload = offersDownload(file.contentType, deal.myAccess);
  const canView = offersView(file.contentType, deal.myAccess);
  const older = file.olderVersions ?? [];
  return (
    <li className="room-file">
      <div className="room-file__main">
        <Text className="room-file__name">{file.name}</Text>
        <Text className="muted room-file__facts">
          {fileTypeLabel(file.contentType)} · {formatBytes(file.size)} · version {file.version} · uploaded by {displayName(file.uploadedBy)} on{' '}
          {dayText(file.uploadedAt)}
        </Text>
      </div>
      <FileActions dealId={deal.id} fileId={file.id} label={`${file.name}, version ${file.version}`} canView={canView} canDownload={canDownload} />
      {deal.myAccess.role === 'founder' && older.length ? (
        <details className="room-file__versions">
          <summary>{older.length === 1 ? '1 older version' : `${older.length} older versions`}</summary>
          <ul className="plain-list">
            {older.map((version) => (
              <li key={version.id} className="room-file__version">
                <Text className="muted">
                  Version {version.version} · {formatBytes(version.size)} · {displayName(version.uploadedBy)} on {dayText(version.uploadedAt)}
                </Text>
                <FileActions
                  dealId={deal.id}
                  fileId={version.id}
                  label={`${file.name}, version ${version.version}`}
                  canView={canView}
                  canDownload={canDownload}
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/**
 * The room's files grouped by category (pitch deck first), each with its
 * type, size, version and who uploaded it when; View opens the watermarked
 * viewer, Download (when granted) a copy stamped for the member. The founder
 * uploads here and sees older versions.
 */
export function RoomFilesPanel({ deal }: { deal: Deal }) {
  const founder = deal.myAccess.role === 'founder';
  const files = useRoomFiles(deal.id, deal.myAccess.canView);
  const [uploading, setUploading] = useState(false);
  const headingId = `room-files-${deal.id}`;

  const body = () => {
    if (files.isPending) return <ListSkeleton count={LOADING_FILES} label="Loading files" />;
    if (files.isError) return <ListError onRetry={() => void files.refetch()} />;
    if (!files.data.length) {
      return (
        <EmptyState title="No files yet">
          {founder
            ? 'Upload the pitch deck, financials, legal papers and anything else investors should read.'
            : 'The founder has not added files to this room yet.'}
        </EmptyState>
      );
    }
    return ROOM_FILE_CATEGORIES.map((category) => {
      const inCategory = files.data.filter((file) => file.category === category);
      if (!inCategory.length) return null;
      const groupId = `${headingId}-${category}`;
      return (
        <section key={category} className="room-files__group" aria-labelledby={groupId}>
          <Heading level={4} id={groupId} className="room-files__category">
            {ROOM_FILE_CATEGORY_LABELS[category]}
          </Heading>
          <ul className="plain-list room-files__list">
            {inCategory.map((file) => (
              <FileRow key={file.id} deal={deal} file={file} />
            ))}
          </ul>
        </section>
      );
    });
  };

  if (!deal.myAccess.canView) return null;
  return (
    <Card variation="outlined" as="section" className="room-files" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Heading level={3} id={headingId}>
          Files
        </Heading>
        {founder ? (
          <Button size="small" variation="primary" onClick={() => setUploading(true)}>
            Upload
          </Button>
        ) : null}
      </Flex>
      {body()}
      {founder ? <UploadFileDialog deal={deal} open={uploading} onClose={() => setUploading(false)} /> : null}
    </Card>
  );
}
