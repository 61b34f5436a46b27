import { beforeEach, describe, expect, it } from 'vitest';
import { countVisit, dismissInstall, mayOfferInstall } from './visits';

describe('install offer: from the second visit on, until dismissed', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('counts one visit per browser session', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.clear(); // a new session: the member comes back another day
    expect(countVisit()).toBe(2);
  });

  it('never offers on the first visit, offers from the second, and not again once dismissed', () => {
    expect(mayOfferInstall(countVisit())).toBe(false);
    sessionStorage.clear();
    expect(mayOfferInstall(countVisit())).toBe(true);
    dismissInstall();
    sessionStorage.clear();
    expect(mayOfferInstall(countVisit())).toBe(false);
  });
});
