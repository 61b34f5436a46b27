import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { HeaderSearch } from './header-search';

function open() {
  stubFetch((url) =>
    url.split('?')[0] === routeUrl('searchAll')
      ? {
          body: {
            groups: [{ kind: 'events', total: 1, hits: [{ kind: 'events', id: 'ev1', title: 'Diwali Gala', href: '/events?event=ev1', highlights: {} }] }],
          },
        }
      : undefined,
  );
  renderWithApi(<HeaderSearch />);
}

describe('HeaderSearch', () => {
  it('Ctrl+K opens the search in a dialog with its box focused; Escape closes it', async () => {
    open();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the club' });
    const box = within(dialog).getByRole('combobox', { name: 'Search the club' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'diwali');
    expect(await within(dialog).findByRole('option', { name: 'Diwali Gala' })).toBeInTheDocument();
    // The first Escape closes the list, the second clears the text, the third closes the dialog.
    await userEvent.keyboard('{Escape}{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the top bar’s box loads the search on focus and keeps what was typed', async () => {
    open();
    const standIn = screen.getByRole('textbox', { name: 'Search the club' });
    await userEvent.click(standIn);
    const box = await screen.findByRole('combobox', { name: 'Search the club' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'diwali');
    expect(await screen.findByRole('option', { name: 'Diwali Gala' })).toBeInTheDocument();
  });
});
