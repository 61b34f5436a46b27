import { Card, Placeholder } from '@aws-amplify/ui-react';
import { useInvestorStats } from '../api/get-investor-stats';
import { inr } from './investor-bits';

/**
 * The summary tiles, real figures from the API: active deals,
 * total raised (sum of raised amounts of active deals), active matches and
 * investors with a profile. The connector shows the same figures.
 */
export function SummaryTiles({ label = 'Investor summary' }: { label?: string }) {
  const stats = useInvestorStats();
  const data = stats.data;
  const tiles: [string, string | undefined, string][] = [
    ['Active Deals', data ? String(data.activeDeals) : undefined, 'open for investment'],
    ['Total Raised', data ? inr(data.totalRaised) : undefined, 'by active deals'],
    ['Active Matches', data ? String(data.activeMatches) : undefined, data ? `${data.myActiveMatches} of them yours` : ''],
    ['Investors', data ? String(data.investorsWithProfile) : undefined, 'with an investor profile'],
  ];
  return (
    <section aria-label={label} className="summary-tiles">
      {tiles.map(([name, value, note]) => (
        <Card key={name} variation="outlined" className="summary-tile" data-testid="summary-tile">
          <span className="summary-tile__label">{name}</span>
          {value === undefined ? (
            stats.isError ? (
              <span className="summary-tile__value">—</span>
            ) : (
              <Placeholder size="large" />
            )
          ) : (
            <span className="summary-tile__value">{value}</span>
          )}
          <span className="summary-tile__label">{note}</span>
        </Card>
      ))}
    </section>
  );
}
