import { Button, Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useId } from 'react';
import './row-editor.css';

/** One input of a row: its key in the row, its visible label, and whether it is a longer text. */
export interface RowInput<TRow> {
  key: keyof TRow & string;
  label: string;
  /** Marks the input required (the schema says what happens when it is blank). */
  isRequired?: boolean;
  multiline?: boolean;
  placeholder?: string;
}

interface RowEditorProps<TRow extends Record<string, string>> {
  /** The group's visible name ('Agenda'). */
  legend: string;
  /** What one row is called, numbered in its controls' names ('Agenda item' → 'Remove agenda item 2'). */
  rowName: string;
  inputs: RowInput<TRow>[];
  value: TRow[];
  onChange: (rows: TRow[]) => void;
  /** A new blank row. */
  blank: () => TRow;
  /** The add button's label ('Add agenda item'). */
  addLabel: string;
  /** A line under the legend saying how the rows are used. */
  hint?: string;
  /** The field's message (the first bad row's), shown under the rows. */
  errorMessage?: string | undefined;
  hasError?: boolean;
  /** At most this many rows (the schema's limit). */
  max?: number;
}

const moved = <T,>(rows: T[], from: number, to: number): T[] => {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
};

/**
 * A repeatable group of labelled inputs (an event's agenda, its speakers):
 * add a row, remove one, move one up or down. Each row is a named group and
 * each control names its row, so a screen reader hears which row it changes.
 */
export function RowEditor<TRow extends Record<string, string>>({
  legend,
  rowName,
  inputs,
  value,
  onChange,
  blank,
  addLabel,
  hint,
  errorMessage,
  hasError = Boolean(errorMessage),
  max,
}: RowEditorProps<TRow>) {
  const id = useId();
  const lower = rowName.toLowerCase();
  const set = (index: number, key: keyof TRow & string, text: string) => onChange(value.map((row, i) => (i === index ? { ...row, [key]: text } : row)));
  return (
    <fieldset className="row-editor" aria-describedby={[hint ? `${id}-hint` : '', hasError && errorMessage ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend className="row-editor__legend">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="row-editor__hint">
          {hint}
        </p>
      ) : null}
      <ol className="row-editor__rows">
        {value.map((row, index) => {
          const name = `${rowName} ${index + 1}`;
          return (
            <li key={index} className="row-editor__row">
              <div role="group" aria-label={name} className="row-editor__inputs">
                {inputs.map((input) => {
                  const props = {
                    label: input.label,
                    isRequired: input.isRequired,
                    placeholder: input.placeholder,
                    value: row[input.key] ?? '',
                    'aria-label': `${input.label}, ${name.toLowerCase()}`,
                    onChange: (event: { target: { value: string } }) => set(index, input.key, event.target.value),
                  };
                  return input.multiline ? <TextAreaField key={input.key} rows={2} {...props} /> : <TextField key={input.key} {...props} />;
                })}
              </div>
              <Flex gap="0.25rem" wrap="wrap" className="row-editor__actions">
                <Button
                  size="small"
                  type="button"
                  isDisabled={index === 0}
                  aria-label={`Move up ${lower} ${index + 1}`}
                  onClick={() => onChange(moved(value, index, index - 1))}
                >
                  Move up
                </Button>
                <Button
                  size="small"
                  type="button"
                  isDisabled={index === value.length - 1}
                  aria-label={`Move down ${lower} ${index + 1}`}
                  onClick={() => onChange(moved(value, index, index + 1))}
                >
                  Move down
                </Button>
                <Button size="small" type="button" aria-label={`Remove ${lower} ${index + 1}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button size="small" type="button" isDisabled={max !== undefined && value.length >= max} onClick={() => onChange([...value, blank()])}>
        {addLabel}
      </Button>
      {hasError && errorMessage ? (
        <p id={`${id}-error`} className="field-error">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
