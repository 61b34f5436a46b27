import type { Sealed } from './door-crypto';

/** Where a device keeps its sealed door books: IndexedDB in the browser, a Map in tests. */
export interface DoorStorage {
  read(name: string): Promise<Sealed | undefined>;
  write(name: string, sealed: Sealed): Promise<void>;
  remove(name: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'club-door';
const STORE = 'books';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = undefined;
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return done(act(db.transaction(STORE, mode).objectStore(STORE)));
}

/** The browser's storage: one IndexedDB object store of sealed books by name. */
export const indexedDbStorage: DoorStorage = {
  read: async (name) => (await inStore('readonly', (store) => store.get(name))) as Sealed | undefined,
  write: async (name, sealed) => {
    await inStore('readwrite', (store) => store.put(sealed, name));
  },
  remove: async (name) => {
    await inStore('readwrite', (store) => store.delete(name));
  },
  clear: async () => {
    if (typeof indexedDB === 'undefined') return;
    await inStore('readwrite', (store) => store.clear());
  },
};

/** A storage in memory (tests, and a browser without IndexedDB: the list then lasts as long as the page). */
export function memoryStorage(): DoorStorage & { entries: Map<string, Sealed> } {
  const entries = new Map<string, Sealed>();
  return {
    entries,
    read: async (name) => entries.get(name),
    write: async (name, sealed) => void entries.set(name, sealed),
    remove: async (name) => void entries.delete(name),
    clear: async () => entries.clear(),
  };
}
