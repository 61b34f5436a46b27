import { describe, expect, it } from 'vitest';
import { accountFromMember, withNewMembers } from './accounts.js';
import type { LocalIdpAccount } from './index.js';
import { signInPage } from './pages.js';

const stored = (accounts: LocalIdpAccount[]) => ({
  list: async () => [...accounts],
  find: async (sub: string) => accounts.find((account) => account.sub === sub),
});

describe('accounts', () => {
  it('maps a member row to the identity the provider vouches for', () => {
    // Act
    const account = accountFromMember({
      id: 'm1',
      firstName: 'Anitha',
      lastName: 'Reddy',
      email: 'a@example.com',
      profileImageUrl: 'https://img.example/a.png',
      linkedinUrl: 'https://www.linkedin.com/in/anitha',
    });

    // Assert
    expect(account).toEqual({
      sub: 'm1',
      firstName: 'Anitha',
      lastName: 'Reddy',
      email: 'a@example.com',
      picture: 'https://img.example/a.png',
      profile: 'https://www.linkedin.com/in/anitha',
    });
    expect(accountFromMember({ id: 'm2', firstName: 'B', lastName: 'C', email: 'b@example.com' })).not.toHaveProperty('picture');
  });

  it('labels the club’s staff and admins on the sign-in page, never plain members', () => {
    // Arrange
    const row = { firstName: 'Venkat', lastName: 'Rao', email: 'v@example.com' };
    const accounts = [
      accountFromMember({ ...row, id: 'a', role: 'admin' }),
      accountFromMember({ ...row, id: 's', firstName: 'Lakshmi', lastName: 'Prasanna', role: 'staff' }),
      accountFromMember({ ...row, id: 'm', firstName: 'Ravi', lastName: 'Kumar', role: 'member' }),
    ];

    // Act
    const html = signInPage({ action: '/local-idp/interaction/x', accounts });

    // Assert
    expect(accounts.map((account) => account.role)).toEqual(['admin', 'staff', undefined]);
    expect(html).toContain('Continue as Venkat Rao</button> <strong class="role">Admin</strong>');
    expect(html).toContain('Continue as Lakshmi Prasanna</button> <strong class="role">Staff</strong>');
    expect(html).toContain('Continue as Ravi Kumar</button> <span class="muted">');
  });

  it('offers typed members until the table knows them, then answers from the table', async () => {
    // Arrange
    const table: LocalIdpAccount[] = [{ sub: 'old', firstName: 'Old', lastName: 'Member', email: 'old@example.com' }];
    const accounts = withNewMembers(stored(table));
    const typed = { sub: 'new', firstName: 'New', lastName: 'Member', email: 'new@example.com' };

    // Act
    accounts.remember(typed);
    const before = await accounts.list();
    const foundBefore = await accounts.find('new');
    table.unshift({ ...typed, firstName: 'Edited' });
    const after = await accounts.list();
    const foundAfter = await accounts.find('new');

    // Assert
    expect(before.map((a) => a.sub)).toEqual(['new', 'old']);
    expect(foundBefore).toEqual(typed);
    expect(after.map((a) => a.sub)).toEqual(['new', 'old']);
    expect(foundAfter?.firstName).toBe('Edited');
    expect(await accounts.find('missing')).toBeUndefined();
  });
});
