import { MESSAGE_LIMITS, MESSAGE_REPORT_REASON_LABELS, MESSAGE_REPORT_REASONS, type MessageReportReason } from '@club/shared';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useReportThread } from '../api/report-message-thread';

/** Report: a reason and optional details; the thread's last messages go to the club's staff with them. */
export function ReportDialog({ threadId, name, onClose }: { threadId: string; name: string; onClose: () => void }) {
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportThread(threadId);
  const detailsId = useId();
  const missingId = useId();

  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    const more = details.trim();
    report.mutate({ reason, ...(more ? { details: more } : {}) }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} title={`Report your conversation with ${name}`}>
      <form
        className="report-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Text>
          The club’s staff read its last {MESSAGE_LIMITS.reportedMessages} messages with your reason. {name} is not told who reported.
        </Text>
        <fieldset className="report-form__reasons" aria-describedby={missing ? missingId : undefined}>
          <legend>Reason</legend>
          {MESSAGE_REPORT_REASONS.map((value) => (
            <label key={value} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissing(false);
                }}
              />
              {MESSAGE_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {missing ? (
          <p id={missingId} className="composer__error" role="alert">
            Choose a reason
          </p>
        ) : null}
        <label htmlFor={detailsId}>Details (optional)</label>
        <textarea
          id={detailsId}
          className="report-form__details"
          value={details}
          rows={3}
          maxLength={MESSAGE_LIMITS.reportReasonMax}
          onChange={(event) => setDetails(event.target.value)}
        />
        <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variation="primary" isLoading={report.isPending} loadingText="Sending...">
            Send report
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
