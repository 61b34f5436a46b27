import { INDUSTRIES, OPPORTUNITY_STAGES, INVESTMENT_BANDS, INVESTMENT_BAND_IDS } from '@club/shared';
import { Heading } from '@aws-amplify/ui-react';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useOpportunities } from '../api/list-investment-opportunities';
import { FilterSelect, industryLabel, stageLabel } from './investor-bits';
import { OpportunityList, type ProfileState } from './opportunity-card';

/**
 * The connector's Investment Opportunities: filters by
 * stage, industry and INR investment band (on the target amount), run on the
 * server and kept in the URL (`stage`, `industry`, `band`); the same deal
 * cards as Investor Corner with Express Interest.
 */
export function ConnectorOpportunities({ memberId, profile }: { memberId: string; profile: ProfileState }) {
  const [params, update] = useSearchParamState();
  const stage = params.get('stage');
  const industry = params.get('industry');
  const band = params.get('band');
  const stageFilter = oneOf(OPPORTUNITY_STAGES, stage);
  const industryFilter = oneOf(INDUSTRIES, industry);
  const bandFilter = oneOf(INVESTMENT_BAND_IDS, band);
  const deals = useOpportunities({ stage: stageFilter, industry: industryFilter, investmentRange: bandFilter });
  const filtered = Boolean(stageFilter || industryFilter || bandFilter);

  return (
    <section aria-labelledby="connector-opportunities-heading" className="tabs__panel">
      <Heading level={2} id="connector-opportunities-heading" className="visually-hidden">
        Investment Opportunities
      </Heading>
      <div className="deal-filters" role="search" aria-label="Filter opportunities">
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
        <FilterSelect
          label="Investment range"
          all="Any range"
          values={INVESTMENT_BAND_IDS}
          labelOf={(id) => INVESTMENT_BANDS[id].label}
          value={bandFilter}
          onChange={(value) => update({ band: value })}
        />
      </div>
      <OpportunityList
        deals={deals}
        label="Loading opportunities"
        filtered={filtered}
        onClearFilters={() => update({ stage: null, industry: null, band: null })}
        noneYet="Founders add them in Investor Corner with + Add Opportunity."
        memberId={memberId}
        profile={profile}
      />
    </section>
  );
}
