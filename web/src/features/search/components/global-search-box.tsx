import { SEARCH_DEBOUNCE_MS, SEARCH_LIMITS, type SearchKind } from '@club/shared';
import { Button, Placeholder } from '@aws-amplify/ui-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGlobalSearch } from '../api/search-all';
import { Highlighted } from './highlighted';
import '../search.css';
import { globalGroups, seeAllText, type GlobalOption } from './global-search-options';

/**
 * The global search as a combobox (ARIA 1.2, list autocomplete): the input
 * owns a listbox of results grouped by kind under headings; Up/Down (and
 * Home/End while the list is open) move the active option, Enter opens it,
 * Escape closes the list, then clears the text. Focus stays in the input;
 * the active option is announced through aria-activedescendant.
 */
export function GlobalSearchBox({ autoFocus = false, initialText = '', onOpened }: { autoFocus?: boolean; initialText?: string; onOpened?: () => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [q, setQ] = useState(initialText.trim());
  const [open, setOpen] = useState(initialText.trim().length > 0);
  const [active, setActive] = useState(-1);
  const search = useGlobalSearch(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // A dialog moves focus to its first button once mounted: take it back after that, in the next task.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  const shownQ = search.data ? q : '';
  const groups = useMemo(() => globalGroups(q ? search.data : undefined, q), [search.data, q]);
  const options = groups.flatMap((group) => group.options);
  // A new answer starts with no option active: Down picks the first.
  const [answered, setAnswered] = useState(search.data);
  if (answered !== search.data) {
    setAnswered(search.data);
    setActive(-1);
  }
  const expanded = open && q.length > 0;
  const listShown = expanded && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: GlobalOption) => {
    setOpen(false);
    setText('');
    setQ('');
    onOpened?.();
    navigate(option.href);
  };
  const rerun = (suggestion: string) => {
    setText(suggestion);
    setQ(suggestion);
    setOpen(true);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(index);
      document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
    };
    switch (event.key) {
      case 'ArrowDown':
        if (last >= 0) move(!listShown || active >= last ? 0 : active + 1);
        else setOpen(true);
        break;
      case 'ArrowUp':
        if (last >= 0) move(!listShown || active <= 0 ? last : active - 1);
        break;
      case 'Home':
        if (listShown) move(0);
        break;
      case 'End':
        if (listShown) move(last);
        break;
      case 'Enter': {
        const option = listShown ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        // The list closes first, then the text clears; with neither, Escape reaches the dialog around the box.
        if (expanded || text) {
          event.preventDefault();
          event.stopPropagation();
          if (expanded) setOpen(false);
          else setText('');
          setActive(-1);
        }
        break;
    }
  };

  let index = -1;
  return (
    <div className="global-search" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the club
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="global-search__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder="Search members, posts, listings…"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_LIMITS.queryMax}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {/* Clicks inside keep the focus in the input (mousedown would blur it and close the list before the click lands). */}
      <div className="global-search__popup" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        <div role="listbox" id={listId} aria-label="Search results" hidden={!listShown}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="global-search__group">
              <div role="presentation" id={`${id}-${group.kind}`} className="global-search__heading">
                {group.label}
              </div>
              {group.options.map((option) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={option.key}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    className={`global-search__option${option.type === 'all' ? ' global-search__option--all' : ''}`}
                    onClick={() => choose(option)}
                    onMouseMove={() => mine !== active && setActive(mine)}
                  >
                    {option.type === 'all' ? seeAllText(option.kind, option.total) : <HitLine option={option} />}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div role="status" className="global-search__status">
          {expanded && !search.data && search.isFetching ? <SearchingSkeleton /> : null}
          {expanded && search.isError ? 'Search is not available just now. Please try again.' : null}
          {expanded && search.data && !options.length && shownQ ? (
            <div className="global-search__empty">
              <p>Nothing found for “{shownQ}”.</p>
              {search.data.didYouMean ? (
                <p>
                  Did you mean{' '}
                  <Button variation="link" size="small" onClick={() => rerun(search.data.didYouMean!)}>
                    {search.data.didYouMean}
                  </Button>
                  ?
                </p>
              ) : (
                <p className="muted">Try fewer words, or another spelling.</p>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The field a hit's line shows as its title: a member's name (their `title` is their job title), every other kind's title. */
const TITLE_FIELD: Record<SearchKind, string> = { members: 'name', posts: 'title', listings: 'title', jobs: 'title', events: 'title' };

function HitLine({ option }: { option: Extract<GlobalOption, { type: 'hit' }> }) {
  const { hit } = option;
  return (
    <span className="global-search__hit">
      {hit.imageUrl ? <img className="avatar avatar--small" src={hit.imageUrl} alt="" /> : null}
      <span className="global-search__hit-text">
        <span className="global-search__title">
          <Highlighted parts={hit.highlights[TITLE_FIELD[hit.kind]]} fallback={hit.title} />
        </span>
        {hit.subtitle ? <span className="global-search__subtitle muted">{hit.subtitle}</span> : null}
      </span>
    </span>
  );
}

function SearchingSkeleton() {
  return (
    <div aria-label="Searching" className="global-search__skeleton">
      <Placeholder />
      <Placeholder />
      <Placeholder />
    </div>
  );
}
