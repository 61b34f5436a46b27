import { importDoorKey, seal, unseal } from './door-crypto';
import { indexedDbStorage, type DoorStorage } from './door-storage';
import { isExpired, type DoorBook } from './door-book';

/**
 * Where the session's door key waits between page loads: sessionStorage, which
 * lasts as long as the tab (so an offline reload still opens the list) and is
 * never IndexedDB, where the sealed list lies.
 */
const KEY_SLOT = 'club-door-key';
const bookName = (eventId: string) => `book:${eventId}`;

/** What opening a saved book found. */
export type Opened = { state: 'none' } | { state: 'locked' } | { state: 'open'; book: DoorBook };

export interface Vault {
  storage: DoorStorage;
  keys: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
}

const browserVault = (): Vault => ({ storage: indexedDbStorage, keys: sessionStorage, now: Date.now });

/** Keeps the session's door key for this tab (from a door-list download). */
export function rememberDoorKey(doorKey: string, vault: Vault = browserVault()): void {
  vault.keys.setItem(KEY_SLOT, doorKey);
}

async function currentKey(vault: Vault): Promise<CryptoKey | undefined> {
  const text = vault.keys.getItem(KEY_SLOT);
  return text ? importDoorKey(text) : undefined;
}

/** Seals and stores the book under the tab's door key. */
export async function saveBook(book: DoorBook, vault: Vault = browserVault()): Promise<void> {
  const key = await currentKey(vault);
  if (!key) throw new Error('No door key in this tab: download the door list again');
  await vault.storage.write(bookName(book.event.id), await seal(key, book));
}

/**
 * Opens the event's saved book. A book 24 h past its event is wiped; one the
 * tab has no key for is `locked` (a new tab offline: download the list again
 * once online, the same session gets the same key); one that does not open
 * with this tab's key was sealed in another session and is wiped.
 */
export async function openBook(eventId: string, vault: Vault = browserVault()): Promise<Opened> {
  const sealed = await vault.storage.read(bookName(eventId));
  if (!sealed) return { state: 'none' };
  const key = await currentKey(vault);
  if (!key) return { state: 'locked' };
  let book: DoorBook;
  try {
    book = await unseal<DoorBook>(key, sealed);
  } catch {
    await vault.storage.remove(bookName(eventId));
    return { state: 'none' };
  }
  if (isExpired(book, vault.now())) {
    await vault.storage.remove(bookName(eventId));
    return { state: 'none' };
  }
  return { state: 'open', book };
}

/** Removes one event's book from this device. */
export async function forgetBook(eventId: string, vault: Vault = browserVault()): Promise<void> {
  await vault.storage.remove(bookName(eventId));
}

/** Sign-out: every door list and queue on this device, and the tab's key, are wiped. */
export async function wipeDoorData(vault: Vault = browserVault()): Promise<void> {
  vault.keys.removeItem(KEY_SLOT);
  await vault.storage.clear();
}
