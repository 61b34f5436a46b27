import { type StaffCulturalRequest, cultureRoutes, labelOf } from '@club/shared';
import { Badge, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useAnswerCulturalRequest } from '../api/answer-cultural-request';
import { dateTime } from '../labels';
import { Facts } from './facts';
import { MemberContextById } from './member-context';

/** A cultural request for staff: the member, what they asked, and the answer (which resolves it). */
export function CulturalDetailDialog({ request, onClose }: { request: StaffCulturalRequest; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={`${labelOf(request.type)} request`} size="large">
      <div className="staff-detail">
        <Flex gap="0.5rem" alignItems="center" wrap="wrap">
          <Badge size="small" variation={request.isResolved ? 'success' : 'warning'}>
            {request.isResolved ? 'Resolved' : 'Pending'}
          </Badge>
          {request.urgency !== 'normal' ? <Badge size="small">{labelOf(request.urgency)}</Badge> : null}
          <Text as="span" className="muted">
            {dateTime(request.createdAt)}
          </Text>
        </Flex>
        <MemberContextById memberId={request.userId} />
        <Facts
          label="Request"
          items={[
            ['Request', request.request],
            ['Context', request.context],
            ['Location', request.location],
            ['Language', labelOf(request.language)],
            ['Answer', request.response],
            ['Answered by', request.respondedByName],
            ['Member’s rating', request.satisfaction ? `${request.satisfaction} out of 5` : undefined],
            ['Member’s feedback', request.feedback],
          ]}
        />
        {request.isResolved ? null : <AnswerForm requestId={request.id} onDone={onClose} />}
      </div>
    </Dialog>
  );
}

function AnswerForm({ requestId, onDone }: { requestId: string; onDone: () => void }) {
  const answer = useAnswerCulturalRequest(requestId);
  const form = useZodForm(cultureRoutes.answerCulturalRequest.body, { defaultValues: { response: '' } });
  const submit = form.onSubmit((body) => answer.mutate(body, form.mutateOptions(onDone)));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Answer">
      <TextAreaField label="Answer" descriptiveText="Sent to the member; the request becomes resolved." rows={4} {...form.field('response')} />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={answer.isPending} pendingLabel="Sending...">
          Send answer
        </SubmitButton>
      </Flex>
    </form>
  );
}
