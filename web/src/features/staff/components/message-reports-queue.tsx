import { DELETED_MESSAGE_TEXT, MESSAGE_REPORT_REASON_LABELS, type MessageReport, timeAgo } from '@club/shared';
import { Badge, Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useMessageReports, type MessageReportStatus } from '../api/list-message-reports';
import { useResolveMessageReport } from '../api/resolve-message-report';
import { dateTime, fullName } from '../labels';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';

const STATUS_OPTIONS: { value: MessageReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const statusOf = (value: string | null): MessageReportStatus => (value === 'closed' ? 'closed' : 'open');

/**
 * Reported threads (open by default), newest first. Each shows only the
 * messages its report copied: staff never read any other message.
 */
export function MessageReportsQueue() {
  const [params, update] = useSearchParamState();
  const status = statusOf(params.get('status'));
  const reports = useMessageReports(status);
  return (
    <QueueSection
      title="Message reports"
      filters={<StatusFilter options={STATUS_OPTIONS} value={status} onChange={(next) => update({ status: next === 'open' ? null : next })} />}
    >
      <PagedListView
        list={reports}
        items={reports.items}
        skeletons={3}
        label="Loading message reports"
        empty={<EmptyState title={`No ${status} message reports`} />}
        render={(rows) => (
          <ul className="staff-reports" aria-label={`Message reports: ${status}`}>
            {rows.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} onOpenMember={(memberId) => update({ tab: 'members', status: null, item: memberId })} />
              </li>
            ))}
          </ul>
        )}
      />
    </QueueSection>
  );
}

/** One report; `onOpenMember` opens the reported member's page (their messaging suspension, a message from staff). */
function ReportCard({ report, onOpenMember }: { report: MessageReport; onOpenMember: (memberId: string) => void }) {
  const titleId = useId();
  const resolve = useResolveMessageReport();
  const nameOf = (senderId: string) =>
    senderId === report.reporter.id ? fullName(report.reporter) : senderId === report.reported.id ? fullName(report.reported) : 'Member';
  return (
    <Card variation="outlined" as="article" aria-labelledby={titleId} className="staff-report" data-testid="message-report">
      <Text as="h3" id={titleId} fontWeight="700" className="staff-report__title">
        {MESSAGE_REPORT_REASON_LABELS[report.reason]}{' '}
        <span className="muted">
          reported {timeAgo(report.createdAt)} ({dateTime(report.createdAt)})
        </span>
      </Text>
      <Flex gap="1.5rem" wrap="wrap">
        <div>
          <Text className="muted">Reported by</Text>
          <PersonChip person={report.reporter} size="compact" />
        </div>
        <div>
          <Text className="muted">Reported member</Text>
          <PersonChip person={report.reported} size="compact" />
          {report.senderSuspended ? (
            <Badge size="small" variation="error">
              Suspended from messaging
            </Badge>
          ) : null}
          <Button size="small" variation="link" onClick={() => onOpenMember(report.reported.id)}>
            Open {fullName(report.reported)}’s page
          </Button>
        </div>
      </Flex>
      {report.details ? <Text className="staff-report__details">{report.details}</Text> : null}
      <section aria-label="Reported messages" className="staff-detail__section">
        <Text as="h4" fontWeight="700">
          Reported messages ({report.messages.length})
        </Text>
        <ol className="reply-list">
          {report.messages.map((message) => (
            <li key={message.id} className="reply" data-testid="reported-message">
              <Text fontWeight="600">
                {nameOf(message.senderId)} <span className="muted">{dateTime(message.sentAt)}</span>
                {message.editedAt ? <span className="muted"> (edited)</span> : null}
              </Text>
              {/* Plain text: React escapes it, and line breaks show as typed. */}
              <Text className="staff-report__body">{message.deleted ? DELETED_MESSAGE_TEXT : message.body}</Text>
            </li>
          ))}
        </ol>
      </section>
      {report.status === 'open' ? (
        <Flex gap="0.5rem" wrap="wrap" className="staff-actions">
          <Button size="small" isDisabled={resolve.isPending} onClick={() => resolve.mutate({ reportId: report.id, suspendSender: false })}>
            Close
          </Button>
          <Button
            size="small"
            variation="destructive"
            isDisabled={resolve.isPending}
            onClick={() => resolve.mutate({ reportId: report.id, suspendSender: true })}
          >
            Close and suspend from messaging
          </Button>
        </Flex>
      ) : (
        <Badge size="small">Closed</Badge>
      )}
    </Card>
  );
}
