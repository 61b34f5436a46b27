import { SelectField } from '@aws-amplify/ui-react';
import type { StatusOption } from '../labels';

/** A queue's status filter: the status travels in the URL (`status`), so a filtered queue can be linked to. */
export function StatusFilter<T extends string>({
  label = 'Status',
  options,
  value,
  onChange,
}: {
  label?: string;
  options: StatusOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value as T)} className="staff-filter">
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
