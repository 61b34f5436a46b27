import { useCallback, useState } from 'react';

/** A search a member kept on this device (marketplace Saved Searches, jobs Job Alerts). */
export interface SavedSearch {
  text: string;
  filter: string;
  savedAt: string;
}

const read = (key: string): SavedSearch[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as SavedSearch[]) : [];
  } catch {
    return [];
  }
};

/** Searches kept in localStorage under `key` (per device; no server state needed for a shortcut). */
export function useSavedSearches(key: string) {
  const [searches, setSearches] = useState<SavedSearch[]>(() => read(key));
  const write = useCallback(
    (next: SavedSearch[]) => {
      localStorage.setItem(key, JSON.stringify(next));
      setSearches(next);
    },
    [key],
  );
  const save = (text: string, filter: string) => {
    const rest = searches.filter((s) => s.text !== text || s.filter !== filter);
    write([{ text, filter, savedAt: new Date().toISOString() }, ...rest].slice(0, 10));
  };
  const remove = (search: SavedSearch) => write(searches.filter((s) => s !== search));
  return { searches, save, remove };
}
