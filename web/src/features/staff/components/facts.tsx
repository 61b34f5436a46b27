import type { ReactNode } from 'react';

/** Label–value pairs of a detail dialog; pairs without a value are left out. */
export function Facts({ items, label }: { items: [string, ReactNode][]; label?: string }) {
  const shown = items.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <dl className="staff-facts" aria-label={label}>
      {shown.map(([term, value]) => (
        <div key={term} className="staff-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
