import { CONNECTOR_INDUSTRY_FILTERS, CONNECTOR_STAGE_FILTERS, INVESTMENT_BANDS, INVESTMENT_BAND_IDS, INVESTOR_LOADING_CARDS } from '@club/shared';
import { Button, Heading, SelectField } from '@aws-amplify/ui-react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useOpportunities, type OpportunityQuery } from '../api/list-investment-opportunities';
import { industryLabel, stageLabel } from './investor-bits';
import { OpportunityCard, type ProfileState } from './opportunity-card';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => values.includes(value as T);

/**
 * The connector's Investment Opportunities (spec 2 §2.7, §9): filters by
 * stage, industry and INR investment band (on the target amount), run on the
 * server and kept in the URL (`stage`, `industry`, `band`); the same deal
 * cards as Investor Corner with Express Interest.
 */
export function ConnectorOpportunities({ memberId, profile }: { memberId: string; profile: ProfileState }) {
  const [params, update] = useSearchParamState();
  const stage = params.get('stage');
  const industry = params.get('industry');
  const band = params.get('band');
  const stageFilter = isOneOf(CONNECTOR_STAGE_FILTERS, stage) ? stage : undefined;
  const industryFilter = isOneOf(CONNECTOR_INDUSTRY_FILTERS, industry) ? industry : undefined;
  const bandFilter = isOneOf(INVESTMENT_BAND_IDS, band) ? band : undefined;
  const query = Object.fromEntries(
    Object.entries({ stage: stageFilter, industry: industryFilter, investmentRange: bandFilter }).filter(([, value]) => value !== undefined),
  ) as OpportunityQuery;
  const deals = useOpportunities(query);
  const filtered = Boolean(stageFilter || industryFilter || bandFilter);

  return (
    <section aria-labelledby="connector-opportunities-heading" className="tabs__panel">
      <Heading level={2} id="connector-opportunities-heading" className="visually-hidden">
        Investment Opportunities
      </Heading>
      <div className="deal-filters" role="search" aria-label="Filter opportunities">
        <SelectField label="Stage" value={stageFilter ?? 'all'} onChange={(e) => update({ stage: e.target.value === 'all' ? null : e.target.value })}>
          <option value="all">All stages</option>
          {CONNECTOR_STAGE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {stageLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Industry" value={industryFilter ?? 'all'} onChange={(e) => update({ industry: e.target.value === 'all' ? null : e.target.value })}>
          <option value="all">All industries</option>
          {CONNECTOR_INDUSTRY_FILTERS.map((value) => (
            <option key={value} value={value}>
              {industryLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Investment range" value={bandFilter ?? 'all'} onChange={(e) => update({ band: e.target.value === 'all' ? null : e.target.value })}>
          <option value="all">Any range</option>
          {INVESTMENT_BAND_IDS.map((id) => (
            <option key={id} value={id}>
              {INVESTMENT_BANDS[id].label}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedListView
        list={deals}
        items={deals.items}
        skeletons={INVESTOR_LOADING_CARDS.deals}
        label="Loading opportunities"
        empty={
          filtered ? (
            <EmptyState title="No opportunities match these filters">
              <Button size="small" onClick={() => update({ stage: null, industry: null, band: null })}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No opportunities yet">Founders add them in Investor Corner with + Add Opportunity.</EmptyState>
          )
        }
        render={(shown) => (
          <div className="card-grid">
            {shown.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} memberId={memberId} profile={profile} />
            ))}
          </div>
        )}
      />
    </section>
  );
}
