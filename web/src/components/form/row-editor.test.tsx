import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowEditor } from './row-editor';

type Row = { name: string; role: string };

function Harness({ start = [] as Row[] }) {
  const [rows, setRows] = useState<Row[]>(start);
  return (
    <>
      <RowEditor
        legend="Panel"
        rowName="Panelist"
        inputs={[
          { key: 'name', label: 'Name', isRequired: true },
          { key: 'role', label: 'Role' },
        ]}
        value={rows}
        onChange={setRows}
        blank={() => ({ name: '', role: '' })}
        addLabel="Add panelist"
        max={3}
        errorMessage={rows.some((row) => !row.name) ? 'Every panelist needs a name' : undefined}
      />
      <output aria-label="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

const rows = () => JSON.parse(screen.getByRole('status', { name: 'rows' }).textContent ?? '[]') as Row[];

describe('RowEditor', () => {
  it('adds rows up to the limit, each a named group of labelled inputs, and removes the one asked for', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const panel = within(screen.getByRole('group', { name: 'Panel' }));
    expect(panel.queryAllByRole('listitem')).toHaveLength(0);
    for (let i = 0; i < 3; i++) await user.click(panel.getByRole('button', { name: 'Add panelist' }));
    expect(panel.getByRole('button', { name: 'Add panelist' })).toBeDisabled();
    expect(panel.getByRole('group', { name: 'Panelist 2' })).toBeInTheDocument();
    await user.type(panel.getByRole('textbox', { name: 'Name, panelist 1' }), 'Sita');
    await user.type(panel.getByRole('textbox', { name: 'Name, panelist 2' }), 'Ravi');
    await user.type(panel.getByRole('textbox', { name: 'Role, panelist 2' }), 'Moderator');
    await user.type(panel.getByRole('textbox', { name: 'Name, panelist 3' }), 'Anil');
    await user.click(panel.getByRole('button', { name: 'Remove panelist 2' }));
    expect(rows()).toEqual([
      { name: 'Sita', role: '' },
      { name: 'Anil', role: '' },
    ]);
    expect(panel.getByRole('button', { name: 'Add panelist' })).toBeEnabled();
  });

  it('moves a row up or down (not past either end) and shows the field’s message', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        start={[
          { name: 'Sita', role: '' },
          { name: '', role: 'Host' },
        ]}
      />,
    );
    const panel = within(screen.getByRole('group', { name: 'Panel' }));
    expect(screen.getByRole('group', { name: 'Panel' })).toHaveAccessibleDescription('Every panelist needs a name');
    expect(panel.getByRole('button', { name: 'Move up panelist 1' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Move down panelist 2' })).toBeDisabled();
    await user.click(panel.getByRole('button', { name: 'Move down panelist 1' }));
    expect(rows()).toEqual([
      { name: '', role: 'Host' },
      { name: 'Sita', role: '' },
    ]);
    await user.type(panel.getByRole('textbox', { name: 'Name, panelist 1' }), 'Lakshmi');
    expect(panel.queryByText('Every panelist needs a name')).not.toBeInTheDocument();
  });
});
