import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SavedSearch } from '../../lib/saved-searches';
import './saved-searches.css';

/** What the panel says: toggle button, save link, the line while there are none, remove button's name before the search text. */
export interface SavedSearchesTexts {
  label: string;
  save: string;
  empty: string;
  remove: string;
}

interface SavedSearchesProps {
  texts: SavedSearchesTexts;
  /** The member's kept searches and how to forget one (`useSavedSearches`). */
  store: { searches: SavedSearch[]; remove: (search: SavedSearch) => void };
  /** Keep the current search (the save link). */
  onSave: () => void;
  /** Show a kept search's results. */
  onApply: (text: string, filter: string) => void;
  /** One search's button text. */
  describe: (search: SavedSearch) => string;
}

/** A sidebar quick action that opens the searches kept on this device: save the current one, apply or remove each. */
export function SavedSearches({ texts, store, onSave, onApply, describe }: SavedSearchesProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {texts.label}
      </Button>
      {open ? (
        <div className="saved-searches">
          <Button size="small" variation="link" onClick={onSave}>
            {texts.save}
          </Button>
          {store.searches.length === 0 ? (
            <Text className="muted">{texts.empty}</Text>
          ) : (
            <ul className="plain-list">
              {store.searches.map((search) => (
                <li key={`${search.text}|${search.filter}`}>
                  <Button size="small" variation="link" onClick={() => onApply(search.text, search.filter)}>
                    {describe(search)}
                  </Button>
                  <Button size="small" variation="link" aria-label={`${texts.remove} ${search.text}`} onClick={() => store.remove(search)}>
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </>
  );
}
