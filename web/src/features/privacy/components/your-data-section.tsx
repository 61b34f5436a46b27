import type { DataExport } from '@club/shared';
import { Button, Card, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { dayText } from '../../../lib/time-zone';
import { useDownloadMyExport } from '../api/download-my-export';
import { useMyExports } from '../api/list-my-exports';
import { useRequestMyExport } from '../api/request-my-export';
// The contract's module directly, not the shared index: its constants then load with this page only.
import { EXPORT_EVERY_HOURS, EXPORT_VALID_DAYS } from '@club/shared/privacy/constants';

/** What one export's row says about it. */
function ExportStatus({ item }: { item: DataExport }) {
  switch (item.status) {
    case 'pending':
      return (
        <Text className="privacy-export__status">
          <span className="privacy-working" aria-hidden="true" />
          Preparing… we’ll e-mail you when it is ready.
        </Text>
      );
    case 'ready':
      return <Text className="privacy-export__status">Ready{item.expiresAt ? `: download it until ${dayText(item.expiresAt)}` : ''}.</Text>;
    case 'expired':
      return (
        <Text className="privacy-export__status muted">
          Expired{item.expiresAt ? ` on ${dayText(item.expiresAt)}` : ''}: the file is gone. Request a new one.
        </Text>
      );
    case 'failed':
      return <Text className="privacy-export__status muted">This export could not be prepared. Please request a new one.</Text>;
  }
}

function ExportRow({ item, highlighted }: { item: DataExport; highlighted: boolean }) {
  const download = useDownloadMyExport();
  const row = useRef<HTMLLIElement>(null);
  // The mail's link names its export: bring it into view once.
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const requested = dayText(item.requestedAt);
  return (
    <li
      ref={row}
      className={`privacy-export${highlighted ? ' privacy-export--highlighted' : ''}`}
      aria-current={highlighted ? 'true' : undefined}
      data-testid="export-row"
    >
      <div>
        <Text fontWeight="600">Requested {requested}</Text>
        <ExportStatus item={item} />
      </div>
      {item.status === 'ready' ? (
        <Button
          size="small"
          variation="primary"
          isLoading={download.isPending}
          loadingText="Opening"
          aria-label={`Download your data requested ${requested}`}
          onClick={() => download.mutate(item.id)}
        >
          Download
        </Button>
      ) : null}
    </li>
  );
}

/** A sentence for screen readers when the newest export changes state (the list itself is not a live region). */
function newestNews(newest: DataExport | undefined): string {
  if (newest?.status === 'pending') return 'Preparing your data.';
  if (newest?.status === 'ready') return 'Your data is ready to download.';
  return '';
}

/** Your data: request an export (one a day), follow it while it is prepared, download it while it lasts. */
export function YourDataSection({ highlight }: { highlight: string | null }) {
  const headingId = useId();
  const exports = useMyExports();
  const request = useRequestMyExport();
  const pending = exports.items.some((item) => item.status === 'pending');
  return (
    <Card variation="outlined" as="section" aria-labelledby={headingId} className="privacy-section">
      <Heading level={2} id={headingId}>
        Your data
      </Heading>
      <Text>
        A copy of everything the club stores about you (your profile, posts and replies, listings, jobs and applications, RSVPs, connections, requests and their
        messages) as JSON and CSV files in one ZIP. You can ask once every {EXPORT_EVERY_HOURS} hours; each copy can be downloaded for {EXPORT_VALID_DAYS} days.
      </Text>
      <div className="privacy-actions">
        <Button variation="primary" isLoading={request.isPending} loadingText="Requesting" isDisabled={pending} onClick={() => request.mutate()}>
          Download your data
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {newestNews(exports.items[0])}
      </p>
      <PagedListView
        list={exports}
        items={exports.items}
        skeletons={1}
        label="Loading your exports"
        empty={<EmptyState title="No copies requested yet" />}
        render={(rows) => (
          <ul className="privacy-list" aria-label="Your exports">
            {rows.map((item) => (
              <ExportRow key={item.id} item={item} highlighted={item.id === highlight} />
            ))}
          </ul>
        )}
      />
    </Card>
  );
}
