import type { KeyboardEvent, ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

/**
 * A tab list over one panel (WAI-ARIA tabs, automatic activation): arrow
 * keys, Home and End move between tabs. The page keeps the chosen tab in the
 * URL (`useSearchParamState`) and passes it in.
 */
export function PageTabs<T extends string>({
  name,
  idPrefix,
  tabs,
  current,
  onSelect,
  children,
}: {
  name: string;
  idPrefix: string;
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}) {
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
      <div role="tablist" aria-label={name} className="tabs" onKeyDown={onKey}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            id={`${idPrefix}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={current === id}
            aria-controls={`${idPrefix}-tabpanel`}
            tabIndex={current === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${current}`} className="tabs__panel">
        {children}
      </div>
    </>
  );
}

/** The tab a `tab` search param names, or the first. */
export const tabOf = <T extends string>(tabs: readonly TabDef<T>[], value: string | null): T => tabs.find(({ id }) => id === value)?.id ?? tabs[0]!.id;
