import type { KeyboardEvent, ReactNode } from 'react';

/** The WAI-ARIA tabs of a trade page: arrow keys, Home and End move between them (automatic activation). */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  current,
  onSelect,
  children,
}: {
  label: string;
  idPrefix: string;
  tabs: { id: T; label: ReactNode }[];
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
      <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKey}>
        {tabs.map(({ id, label: text }) => (
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
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${current}`} className="tabs__panel">
        {children}
      </div>
    </>
  );
}
