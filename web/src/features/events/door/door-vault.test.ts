import { describe, expect, it } from 'vitest';
import type { DoorList } from '@club/shared';
import { bookFrom } from './door-book';
import { importDoorKey, seal, unseal } from './door-crypto';
import { memoryStorage } from './door-storage';
import { openBook, rememberDoorKey, saveBook, wipeDoorData, type Vault } from './door-vault';
import { doorDeviceId } from './device-id';

const keyText = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const list: DoorList = {
  event: { id: 'ev-9', title: 'Dallas Evening', startTime: '2026-12-12T13:30:00.000Z', endTime: '2026-12-12T18:00:00.000Z', timeZone: 'America/Chicago' },
  opensAt: '2026-12-12T11:30:00.000Z',
  closesAt: '2026-12-12T18:00:00.000Z',
  count: { checkedIn: 0, expected: 1 },
  guests: [{ rsvpId: 'r-1', name: 'Sravani Kota', initials: 'SK', code: 'AC3F9KXM', status: 'confirmed' }],
  nextCursor: null,
  doorKey: keyText(7),
  savedAt: '2026-12-12T13:00:00.000Z',
};

function vault(now = Date.parse('2026-12-12T14:00:00.000Z')): Vault & { storage: ReturnType<typeof memoryStorage>; slots: Map<string, string> } {
  const slots = new Map<string, string>();
  return {
    storage: memoryStorage(),
    slots,
    keys: { getItem: (k) => slots.get(k) ?? null, setItem: (k, v) => void slots.set(k, v), removeItem: (k) => void slots.delete(k) },
    now: () => now,
  };
}

describe('door crypto', () => {
  it('round-trips with its key, with a fresh nonce each time, and fails with another key or changed bytes', async () => {
    const key = await importDoorKey(keyText(1));
    const [one, two] = [await seal(key, { a: 'Sravani' }), await seal(key, { a: 'Sravani' })];
    expect(one.iv).not.toEqual(two.iv);
    expect(new TextDecoder().decode(one.data)).not.toContain('Sravani');
    expect(await unseal(key, one)).toEqual({ a: 'Sravani' });
    await expect(unseal(await importDoorKey(keyText(2)), one)).rejects.toThrow();
    const tampered = { iv: one.iv, data: Uint8Array.from(one.data, (byte, i) => (i === 0 ? byte ^ 1 : byte)) };
    await expect(unseal(key, tampered)).rejects.toThrow();
    await expect(importDoorKey('c2hvcnQ')).rejects.toThrow(/32 bytes/);
  });
});

describe('door vault', () => {
  it('stores the book sealed, never the key beside it, and opens it with the tab’s key', async () => {
    const v = vault();
    rememberDoorKey(list.doorKey, v);
    await saveBook(bookFrom([list]), v);
    const stored = [...v.storage.entries.values()];
    expect(stored).toHaveLength(1);
    const bytes = new TextDecoder().decode(stored[0]!.data);
    expect(bytes).not.toContain('Sravani');
    expect(bytes).not.toContain('AC3F9KXM');
    expect(JSON.stringify([...v.storage.entries])).not.toContain(list.doorKey);
    const opened = await openBook('ev-9', v);
    expect(opened.state === 'open' && opened.book.guests[0]?.name).toBe('Sravani Kota');
  });

  it('is locked without the key (a new tab), wiped when sealed in another session, after the event and at sign-out', async () => {
    const v = vault();
    rememberDoorKey(list.doorKey, v);
    await saveBook(bookFrom([list]), v);
    v.slots.clear();
    expect(await openBook('ev-9', v)).toEqual({ state: 'locked' });
    rememberDoorKey(keyText(9), v);
    expect(await openBook('ev-9', v)).toEqual({ state: 'none' });
    expect(v.storage.entries.size).toBe(0);

    rememberDoorKey(list.doorKey, v);
    await saveBook(bookFrom([list]), v);
    const dayAfter = { ...v, now: () => Date.parse('2026-12-13T18:30:00.000Z') };
    expect(await openBook('ev-9', dayAfter)).toEqual({ state: 'none' });
    expect(v.storage.entries.size).toBe(0);

    await saveBook(bookFrom([list]), v);
    await wipeDoorData(v);
    expect(v.storage.entries.size).toBe(0);
    expect(v.slots.size).toBe(0);
  });

  it('gives the device one stable id', () => {
    const slots = new Map<string, string>();
    const store = { getItem: (k: string) => slots.get(k) ?? null, setItem: (k: string, value: string) => void slots.set(k, value) };
    const id = doorDeviceId(store);
    expect(id).toMatch(/^door-[0-9a-f-]{36}$/);
    expect(doorDeviceId(store)).toBe(id);
  });
});
