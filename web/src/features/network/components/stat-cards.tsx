import { Card, Placeholder } from '@aws-amplify/ui-react';
import { useNetworkStats } from '../api/get-network-stats';

/** The four stat cards: Direct Connections, 2nd Degree, 3rd Degree, Intro Requests. */
export function StatCards() {
  const stats = useNetworkStats();
  const cards: [string, number | undefined][] = [
    ['Direct Connections', stats.data?.firstDegree],
    ['2nd Degree', stats.data?.secondDegree],
    ['3rd Degree', stats.data?.thirdDegree],
    ['Intro Requests', stats.data?.introRequests],
  ];
  return (
    <dl className="stat-cards" aria-label="Network statistics" aria-busy={stats.isPending}>
      {cards.map(([label, value]) => (
        <Card key={label} variation="outlined" className="stat-card" data-testid="stat-card">
          <dt>{label}</dt>
          <dd>{stats.isPending ? <Placeholder size="large" aria-label={`Loading ${label}`} /> : (value ?? '–')}</dd>
        </Card>
      ))}
    </dl>
  );
}
