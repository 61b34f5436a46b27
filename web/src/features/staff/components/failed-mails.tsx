import { labelOf, type FailedMail } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useFailedMails } from '../api/list-failed-mails';
import { useRetryFailedMail } from '../api/retry-failed-mail';
import { dateTime } from '../labels';
import { QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

function RetryButton({ mail }: { mail: FailedMail }) {
  const retry = useRetryFailedMail(mail.id);
  return (
    <Button size="small" isLoading={retry.isPending} loadingText="Retrying" onClick={() => retry.mutate()}>
      Retry
    </Button>
  );
}

const COLUMNS: Column<FailedMail>[] = [
  { label: 'Failed', cell: (m) => <time dateTime={m.failedAt}>{dateTime(m.failedAt)}</time> },
  { label: 'To', cell: (m) => m.to },
  {
    label: 'Mail',
    cell: (m) => (
      <>
        <code>{m.template}</code> <small>({labelOf(m.category)})</small>
      </>
    ),
  },
  { label: 'Attempts', cell: (m) => m.attempts },
  { label: 'Last error', cell: (m) => <code className="staff-audit__change">{m.lastError ?? '—'}</code> },
  { label: 'Queued', cell: (m) => <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time> },
  { label: 'Action', cell: (m) => <RetryButton mail={m} /> },
];

/** Staff: e-mails the outbox gave up on after its retries; Retry sends one again (audited). */
export function FailedMails() {
  const mails = useFailedMails();
  return (
    <QueueSection title="Failed mail">
      <PagedListView
        list={mails}
        items={mails.items}
        skeletons={3}
        label="Loading failed mail"
        empty={<EmptyState title="No failed mail" />}
        render={(rows) => <QueueTable caption="Failed mail" columns={COLUMNS} rows={rows} />}
      />
    </QueueSection>
  );
}
