import { describe, expect, it } from 'vitest';
import { roomAccessOf } from './access.js';

// 10 March 2030, 20:00 UTC = 11 March 01:30 in India: "today" is the 11th.
const now = new Date('2030-03-10T20:00:00Z');
const deal = { founderId: 'founder', isActive: true, expiryDate: undefined, deckOpenToDealFlow: false };
const investor = { id: 'investor', role: 'member' as const };
const grant = (fields: { expiresOn: string; revokedAt?: string; canDownload?: boolean }) => ({ canDownload: false, ...fields });

describe('roomAccessOf', () => {
  it('the founder opens and downloads, even from an expired or inactive room', () => {
    const founder = { id: 'founder', role: 'member' as const };
    expect(roomAccessOf(deal, undefined, founder, now)).toEqual({ role: 'founder', canView: true, canDownload: true });
    expect(roomAccessOf({ ...deal, expiryDate: '2030-01-01', isActive: false }, undefined, founder, now).canView).toBe(true);
  });

  it('a live grant opens the room until its last day in India, with download only when granted', () => {
    expect(roomAccessOf(deal, grant({ expiresOn: '2030-03-11' }), investor, now)).toEqual({
      role: 'grantee',
      canView: true,
      canDownload: false,
      expiresOn: '2030-03-11',
    });
    expect(roomAccessOf(deal, grant({ expiresOn: '2030-04-01', canDownload: true }), investor, now).canDownload).toBe(true);
  });

  it('a grant whose last day has passed in India (though not in UTC) opens nothing', () => {
    expect(roomAccessOf(deal, grant({ expiresOn: '2030-03-10' }), investor, now)).toEqual({ role: 'none', canView: false, canDownload: false });
  });

  it('a revoked grant opens nothing, whatever its expiry', () => {
    expect(roomAccessOf(deal, grant({ expiresOn: '2031-01-01', revokedAt: '2030-03-01T00:00:00Z', canDownload: true }), investor, now)).toEqual({
      role: 'none',
      canView: false,
      canDownload: false,
    });
  });

  it('an expired or inactive room opens to nobody but the founder', () => {
    const live = grant({ expiresOn: '2031-01-01', canDownload: true });
    expect(roomAccessOf({ ...deal, expiryDate: '2030-03-10' }, live, investor, now).role).toBe('none');
    expect(roomAccessOf({ ...deal, expiryDate: '2030-03-11' }, live, investor, now).role).toBe('grantee');
    expect(roomAccessOf({ ...deal, isActive: false }, live, investor, now).canView).toBe(false);
  });

  it('an admin without a grant reads the log, never the files', () => {
    expect(roomAccessOf(deal, undefined, { id: 'admin', role: 'admin' }, now)).toEqual({ role: 'admin', canView: false, canDownload: false });
    expect(roomAccessOf(deal, undefined, { id: 'staff', role: 'staff' }, now).role).toBe('none');
  });

  it('a deck open to deal flow makes any other member dealFlow (pitch deck only), not a viewer', () => {
    expect(roomAccessOf({ ...deal, deckOpenToDealFlow: true }, undefined, investor, now)).toEqual({ role: 'dealFlow', canView: false, canDownload: false });
  });

  it('nobody else gets anything', () => {
    expect(roomAccessOf(deal, undefined, investor, now)).toEqual({ role: 'none', canView: false, canDownload: false });
  });
});
