import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: ReactNode;
}

/**
 * The one tab list of every page, over one panel (WAI-ARIA tabs, automatic
 * activation): arrow keys, Home and End move between tabs. The page keeps the
 * chosen tab in the URL (`useSearchParamState`) and passes it in.
 *
 * Ours rather than Amplify UI's `Tabs`: that one has no Home and End, moves
 * forward on ArrowUp, and gives each tab a panel of its own.
 *
 * `selected={false}` when the panel shows a view no tab names (forums' My
 * Posts): no tab reads as selected, the current one stays the focus stop.
 * `beforePanel` sits between the tab list and the panel (the directory's filters).
 */
export function PageTabs<T extends string>({
  name,
  idPrefix,
  tabs,
  current,
  onSelect,
  selected = true,
  beforePanel,
  children,
}: {
  name: string;
  idPrefix: string;
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (id: T) => void;
  selected?: boolean;
  beforePanel?: ReactNode;
  children: ReactNode;
}) {
  // Many tabs scroll sideways on a phone: keep the current one in sight (a link may open the last).
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[tabindex="0"]');
    if (!strip || !tab) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = Math.max(0, left - 16);
  }, [current]);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex(({ id }) => id === current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={name} className="tabs" onKeyDown={onKey}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            id={`${idPrefix}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={selected && current === id}
            aria-controls={`${idPrefix}-tabpanel`}
            tabIndex={current === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {beforePanel}
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${current}`} className="tabs__panel">
        {children}
      </div>
    </>
  );
}

/** The tab a `tab` search param names, or the first. */
export const tabOf = <T extends string>(tabs: readonly TabDef<T>[], value: string | null): T => tabs.find(({ id }) => id === value)?.id ?? tabs[0]!.id;
