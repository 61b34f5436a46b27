import { TRADE_REQUEST_TYPE_LABELS, type TradeRequestDetail, tradeAssistanceRoutes, formatMoney, labelOf } from '@club/shared';
import { Badge, Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { SubmitButton, optionalText, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useTradeRequest } from '../api/get-trade-request';
import { useSetTradeRequestStatus } from '../api/set-trade-request-status';
import { dateTime } from '../labels';
import { DetailState } from './detail-state';
import { Facts } from './facts';
import { MemberContextById } from './member-context';

/** A trade request for staff: the member, what was asked, the answer so far and its history, and the moves left. */
export function TradeDetailDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const request = useTradeRequest(requestId);
  return (
    <Dialog open onClose={onClose} title={request.data ? TRADE_REQUEST_TYPE_LABELS[request.data.type] : 'Trade request'} size="large">
      <DetailState query={request} what="trade request">
        {(data) => <RequestDetail request={data} />}
      </DetailState>
    </Dialog>
  );
}

const amount = (value: number | undefined, currency: string | undefined) =>
  value === undefined ? undefined : formatMoney(value, currency ?? 'USD', { exact: true });

function RequestDetail({ request }: { request: TradeRequestDetail }) {
  const setStatus = useSetTradeRequestStatus(request.id);
  const open = request.status === 'pending' || request.status === 'processing';
  const { requestDetails: asked, response } = request;
  return (
    <div className="staff-detail">
      <Flex gap="0.5rem" alignItems="center" wrap="wrap">
        <Badge size="small" variation="info" data-testid="trade-status">
          {labelOf(request.status)}
        </Badge>
        <Text as="span" className="muted">
          {request.memberName ? `From ${request.memberName} · ` : ''}Request {request.id}
        </Text>
      </Flex>
      <MemberContextById memberId={request.memberId} />
      <Facts
        label="Request"
        items={[
          ['HS code', request.hsCode],
          ['Route', request.originCountry || request.destinationCountry ? `${request.originCountry ?? '?'} → ${request.destinationCountry ?? '?'}` : undefined],
          ['Cargo value', amount(request.value, request.currency)],
          ['Value basis', request.valueBasis?.toUpperCase()],
          ['Quantity', request.quantity === undefined ? undefined : `${request.quantity} ${request.unit ?? ''}`.trim()],
          ['Service', asked.serviceName],
          ['Product', asked.productDescription],
          ['Company', asked.companyName],
          ['IEC', asked.iec],
          ['GSTIN', asked.gstin],
          ['Notes', asked.notes],
          [
            'Calculated duty',
            request.calculatedDuty === undefined
              ? undefined
              : formatMoney(request.calculatedDuty, request.dutyCurrency === 'AED' ? 'AED' : 'INR', { exact: true }),
          ],
          ['Documents', request.documentsRequired.join(', ')],
        ]}
      />
      {response?.candidates?.length ? (
        <section aria-label="HS candidates" className="staff-detail__section">
          <Text fontWeight="700">Suggested HS codes</Text>
          <ul className="plain-list">
            {response.candidates.map((c) => (
              <li key={c.id}>
                <strong>{c.hsCode}</strong> {c.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {response?.message || response?.confirmedHsCode ? (
        <Facts
          label="Answer"
          items={[
            ['Confirmed HS code', response.confirmedHsCode],
            ['Answer', response.message],
            ['Answered by', response.respondedBy],
          ]}
        />
      ) : null}
      <section aria-label="History" className="staff-detail__section">
        <Text fontWeight="700">History</Text>
        <ol className="plain-list">
          {request.statusHistory.map((change) => (
            <li key={`${change.status}-${change.at}`}>
              {labelOf(change.status)} · {dateTime(change.at)} · {change.by}
              {change.note ? ` — ${change.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      {request.status === 'pending' ? (
        <section aria-label="Actions" className="staff-actions">
          <Button size="small" isDisabled={setStatus.isPending} onClick={() => setStatus.mutate({ status: 'processing' })}>
            Move to processing
          </Button>
        </section>
      ) : null}
      {open ? (
        <>
          <CompleteForm request={request} />
          <FailForm requestId={request.id} />
        </>
      ) : null}
    </div>
  );
}

type CompleteValues = { message: string; confirmedHsCode: string; calculatedDuty: string };

/** Complete: the answer; an HS mapping may confirm a code, a duty calculation (assisted) may set the duty. */
function CompleteForm({ request }: { request: TradeRequestDetail }) {
  const setStatus = useSetTradeRequestStatus(request.id);
  const form = useZodForm(tradeAssistanceRoutes.setTradeRequestStatus.body, {
    defaultValues: { message: '', confirmedHsCode: '', calculatedDuty: '' } as CompleteValues,
    toBody: (values: CompleteValues) => ({
      status: 'completed' as const,
      message: optionalText(values.message),
      ...(request.type === 'hs_mapping' ? { confirmedHsCode: optionalText(values.confirmedHsCode) } : {}),
      ...(request.type === 'duty_calculation' ? { calculatedDuty: optionalText(values.calculatedDuty) } : {}),
    }),
  });
  const submit = form.onSubmit((body) => setStatus.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form staff-form" aria-label="Complete">
      <TextAreaField label="Answer to the member" rows={3} {...form.field('message')} />
      {request.type === 'hs_mapping' ? (
        <TextField label="Confirmed HS code" inputMode="numeric" placeholder={request.response?.candidates?.[0]?.hsCode} {...form.field('confirmedHsCode')} />
      ) : null}
      {request.type === 'duty_calculation' ? <TextField label="Calculated duty (INR)" inputMode="decimal" {...form.field('calculatedDuty')} /> : null}
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={setStatus.isPending} pendingLabel="Completing...">
          Complete
        </SubmitButton>
      </Flex>
    </form>
  );
}

/** Fail: the reason goes to the member as the answer. */
function FailForm({ requestId }: { requestId: string }) {
  const setStatus = useSetTradeRequestStatus(requestId);
  const form = useZodForm(tradeAssistanceRoutes.setTradeRequestStatus.body, {
    defaultValues: { message: '' },
    toBody: ({ message }: { message: string }) => ({ status: 'failed' as const, message: optionalText(message) }),
    messages: { message: 'A reason is required to fail a request' },
  });
  const submit = form.onSubmit((body) => setStatus.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form staff-form" aria-label="Fail">
      <TextAreaField label="Reason it cannot be done" rows={2} {...form.field('message')} />
      <Flex justifyContent="flex-end">
        <Button type="submit" variation="destructive" isDisabled={setStatus.isPending}>
          Fail
        </Button>
      </Flex>
    </form>
  );
}
