import { INDUSTRIES, OPPORTUNITY_STAGES } from '@club/shared';
import { Button, Heading, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useOpportunities, type OpportunityQuery } from '../api/list-investment-opportunities';
import { FilterSelect, industryLabel, stageLabel } from './investor-bits';
import { OpportunityList, type ProfileState } from './opportunity-card';

const AMOUNT_DEBOUNCE_MS = 400;
const amountOf = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** An amount filter: typed freely, put in the URL (replacing, not pushing) once typing pauses. */
function AmountFilter({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => latest.current(text), AMOUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField label={label} name={name} type="number" inputMode="decimal" min={0} placeholder="Any" value={text} onChange={(e) => setText(e.target.value)} />
  );
}

/**
 * Deal Flow: filters by stage, industry and minimum and maximum
 * target amount, run on the server and kept in the URL (`stage`, `industry`,
 * `min`, `max`); 4 loading cards, then the active opportunities newest first.
 */
export function DealFlow({ memberId, profile, onAdd }: { memberId: string; profile: ProfileState; onAdd: () => void }) {
  const [params, update] = useSearchParamState();
  const stage = params.get('stage');
  const industry = params.get('industry');
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const minAmount = amountOf(min);
  const maxAmount = amountOf(max);
  const badRange = minAmount !== undefined && maxAmount !== undefined && maxAmount < minAmount;
  const stageFilter = oneOf(OPPORTUNITY_STAGES, stage);
  const industryFilter = oneOf(INDUSTRIES, industry);
  const query: OpportunityQuery = {
    stage: stageFilter,
    industry: industryFilter,
    minAmount,
    maxAmount: badRange ? undefined : maxAmount,
  };
  const deals = useOpportunities(query);
  const filtered = Object.values(query).some((v) => v !== undefined);

  return (
    <section aria-labelledby="deal-flow-heading" className="tabs__panel">
      <Heading level={2} id="deal-flow-heading" className="visually-hidden">
        Deal Flow
      </Heading>
      <div className="deal-filters" role="search" aria-label="Filter deal flow">
        <FilterSelect
          label="Stage"
          all="All stages"
          values={OPPORTUNITY_STAGES}
          labelOf={stageLabel}
          value={stageFilter}
          onChange={(value) => update({ stage: value })}
        />
        <FilterSelect
          label="Industry"
          all="All industries"
          values={INDUSTRIES}
          labelOf={industryLabel}
          value={industryFilter}
          onChange={(value) => update({ industry: value })}
        />
        <AmountFilter label="Min amount (₹)" name="minAmount" value={min} onChange={(value) => update({ min: value }, { replace: true })} />
        <AmountFilter label="Max amount (₹)" name="maxAmount" value={max} onChange={(value) => update({ max: value }, { replace: true })} />
      </div>
      {badRange ? <FieldError message="Maximum amount cannot be less than the minimum amount" /> : null}
      <OpportunityList
        deals={deals}
        label="Loading deal flow"
        filtered={filtered}
        onClearFilters={() => update({ stage: null, industry: null, min: null, max: null })}
        noneYet={
          <Button size="small" variation="primary" onClick={onAdd}>
            + Add Opportunity
          </Button>
        }
        memberId={memberId}
        profile={profile}
      />
    </section>
  );
}
