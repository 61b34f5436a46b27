import { Button } from '@aws-amplify/ui-react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedSearches } from './saved-searches';
import { ActionsCard, SideCard, Sidebar } from './side-card';

describe('Sidebar and SideCard', () => {
  it('render a named complementary landmark of cards with level-2 titles, stats, lines and actions', () => {
    render(
      <Sidebar label="Jobs sidebar">
        <SideCard
          title="Job Market"
          stats={[
            ['Total Jobs', 12],
            ['VP Level', 3],
          ]}
        />
        <SideCard title="Career Tips" items={['Keep your profile current']} />
        <ActionsCard>
          <Button>My Applications</Button>
        </ActionsCard>
      </Sidebar>,
    );
    const side = within(screen.getByRole('complementary', { name: 'Jobs sidebar' }));
    expect(side.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Job Market', 'Career Tips', 'Quick Actions']);
    expect(side.getByText('Total Jobs').nextElementSibling).toHaveTextContent('12');
    expect(side.getByRole('listitem')).toHaveTextContent('Keep your profile current');
    expect(side.getByRole('button', { name: 'My Applications' })).toBeInTheDocument();
  });
});

describe('SavedSearches', () => {
  it('opens the kept searches, saves, applies and removes one', async () => {
    const user = userEvent.setup();
    const kept = { text: 'coir', filter: 'export', savedAt: '2026-01-01T00:00:00Z' };
    const store = { searches: [kept], remove: vi.fn() };
    const onSave = vi.fn();
    const onApply = vi.fn();
    render(
      <SavedSearches
        texts={{ label: 'Saved Searches', save: 'Save current search', empty: 'No saved searches yet.', remove: 'Remove saved search' }}
        store={store}
        onSave={onSave}
        onApply={onApply}
        describe={(s) => `${s.text} · ${s.filter}`}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Saved Searches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Save current search' }));
    await user.click(screen.getByRole('button', { name: 'coir · export' }));
    await user.click(screen.getByRole('button', { name: 'Remove saved search coir' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledWith('coir', 'export');
    expect(store.remove).toHaveBeenCalledWith(kept);
  });
});
