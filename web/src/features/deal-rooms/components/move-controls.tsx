import { DEAL_TRANSITIONS, dealRoomRoutes, type Deal, type DealStatus } from '@club/shared';
import { Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useMoveDeal } from '../api/move-deal';
import { STATUS_LABELS } from '../badges';
import { PIPELINE_ORDER } from '../labels';

/** The button's words for a move from `from` to `to`. */
export function moveLabel(from: DealStatus, to: DealStatus): string {
  if (to === 'closed') return 'Close the deal';
  if (to === 'passed') return 'Mark as passed';
  if (from === 'passed') return 'Reopen the deal';
  return PIPELINE_ORDER.indexOf(to) < PIPELINE_ORDER.indexOf(from) ? `Back to ${STATUS_LABELS[to]}` : `Move to ${STATUS_LABELS[to]}`;
}

/** What a final or ending move asks the founder to confirm. */
const CONFIRM: Partial<Record<DealStatus, string>> = {
  closed: 'Closing is final: the deal cannot move again. The room stays open to those you shared it with until their access ends.',
  passed: 'The deal leaves the pipeline. You can reopen it later.',
};

/** The founder's moves from the current status (DEAL_TRANSITIONS), each with an optional note for the timeline. */
export function MoveControls({ deal }: { deal: Deal }) {
  const [target, setTarget] = useState<DealStatus | null>(null);
  const moves = DEAL_TRANSITIONS[deal.status];
  if (!moves.length) return <Text className="muted">This deal is closed: it does not move again.</Text>;
  return (
    <>
      <Flex gap="0.5rem" wrap="wrap" className="deal-pipeline__moves" role="group" aria-label="Move the deal">
        {moves.map((to) => (
          <Button key={to} size="small" variation={to === 'passed' ? 'warning' : 'primary'} onClick={() => setTarget(to)}>
            {moveLabel(deal.status, to)}
          </Button>
        ))}
      </Flex>
      {target ? <MoveDialog deal={deal} to={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}

function MoveDialog({ deal, to, onClose }: { deal: Deal; to: DealStatus; onClose: () => void }) {
  const move = useMoveDeal(deal.id);
  const form = useZodForm(dealRoomRoutes.moveDeal.body, {
    defaultValues: { note: '' },
    toBody: (values) => ({ status: to, note: values.note }),
  });
  const submit = form.onSubmit((body) => move.mutate(body, form.mutateOptions(onClose)));
  const label = moveLabel(deal.status, to);
  return (
    <FormDialog open onClose={onClose} title={`${label}?`} onSubmit={submit} submitLabel={label} pendingLabel="Moving..." isPending={move.isPending}>
      <Text>
        {STATUS_LABELS[deal.status]} → <strong>{STATUS_LABELS[to]}</strong>
      </Text>
      {CONFIRM[to] ? <Text role="note">{CONFIRM[to]}</Text> : null}
      <TextAreaField label="Note for the timeline (optional)" rows={2} maxLength={1000} {...form.field('note')} />
    </FormDialog>
  );
}
