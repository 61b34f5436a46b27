/** One identity the local stand-in can sign in as; `sub` is the member's id. */
export interface LocalIdpAccount {
  sub: string;
  firstName: string;
  lastName: string;
  email: string;
  picture?: string;
  profile?: string;
  /** Club staff or admin (from the member's role): the sign-in page labels them. Never a claim. */
  role?: 'staff' | 'admin';
}

export interface LocalIdpOptions {
  /** The site origin, e.g. `http://localhost:3000`; the issuer is `${siteUrl}/local-idp`. */
  siteUrl: string;
  clientId: string;
  clientSecret: string;
  accounts: { list(): Promise<LocalIdpAccount[]>; find(sub: string): Promise<LocalIdpAccount | undefined> };
}

/** The accounts source `createLocalIdp` reads (see `memberAccounts` for the members table). */
export type LocalIdpAccounts = LocalIdpOptions['accounts'];
