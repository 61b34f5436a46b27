import { SEARCH_FACET_LABELS, type FacetValue } from '@club/shared';
import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import type { SearchParamChanges } from '../../../lib/use-search-param-state';

/** How a facet's value reads when the answer gives no `label`: `verified`'s true and false, a badge's label… */
export type FacetValueLabel = (facet: string, value: string) => string;

const plainLabel: FacetValueLabel = (facet, value) => (facet === 'verified' ? (value === 'true' ? 'Verified' : 'Not verified') : value);

/**
 * A search page's facets as selects, each value with its count (the counts
 * reflect the text and the other filters). A chosen value stays listed even
 * when the answer no longer counts it, so the select never shows a filter
 * that is not applied. Facets with no values and none chosen are left out.
 */
export function FacetFilters({
  names,
  facets,
  selected,
  onChange,
  valueLabel = plainLabel,
}: {
  names: readonly string[];
  facets: Record<string, FacetValue[]> | undefined;
  selected: URLSearchParams;
  onChange: (changes: SearchParamChanges) => void;
  valueLabel?: FacetValueLabel;
}) {
  const chosen = names.filter((name) => selected.get(name));
  const shown = names.filter((name) => facets?.[name]?.length || selected.get(name));
  if (!shown.length) return null;
  return (
    <Flex gap="0.5rem" wrap="wrap" alignItems="flex-end" className="facet-filters" role="group" aria-label="Filters">
      {shown.map((name) => {
        const values = facets?.[name] ?? [];
        const current = selected.get(name) ?? '';
        const listed = current && !values.some((v) => v.value === current) ? [{ value: current, count: 0 }, ...values] : values;
        const title = SEARCH_FACET_LABELS[name] ?? name;
        return (
          <SelectField key={name} label={title} size="small" value={current} onChange={(e) => onChange({ [name]: e.target.value })}>
            <option value="">All</option>
            {listed.map((v: FacetValue) => (
              <option key={v.value} value={v.value}>
                {`${v.label ?? valueLabel(name, v.value)} (${v.count})`}
              </option>
            ))}
          </SelectField>
        );
      })}
      {chosen.length ? (
        <Button size="small" variation="link" onClick={() => onChange(Object.fromEntries(chosen.map((name) => [name, null])))}>
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
}
