import { Card, Flex, Heading, Text, type HeadingLevel } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A screen's right-hand column (`.with-sidebar__side`): a complementary landmark named `label`, e.g. "Forum sidebar". */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside className="with-sidebar__side" aria-label={label}>
      {children}
    </aside>
  );
}

interface SideCardProps {
  title: ReactNode;
  /** The title's heading level: 2 unless said. */
  level?: HeadingLevel;
  /** Label and value rows, shown as a StatList. */
  stats?: readonly StatRow[];
  /** Short lines, shown as a PlainList. */
  items?: readonly string[];
  children?: ReactNode;
}

/**
 * One card of a sidebar: an outlined card under its title, then its `stats`, its `items` and its
 * children. `<SideCard title="Career Tips" items={TIPS} />`.
 */
export function SideCard({ title, level = 2, stats, items, children }: SideCardProps) {
  return (
    <Card variation="outlined">
      <Heading level={level} className="side-card__title">
        {title}
      </Heading>
      {stats ? <StatList rows={stats} /> : null}
      {items ? <PlainList items={items} /> : null}
      {children}
    </Card>
  );
}

/** A sidebar's "Quick Actions" card (or another `title`): its buttons and links in a column. */
export function ActionsCard({ title = 'Quick Actions', children }: { title?: string; children: ReactNode }) {
  return (
    <SideCard title={title}>
      <ActionColumn>{children}</ActionColumn>
    </SideCard>
  );
}

type StatRow = readonly [label: string, value: ReactNode];

/** Label and value pairs (`dl.stat-list`): "Total Posts 7". Labels must be unique. */
export function StatList({ rows }: { rows: readonly StatRow[] }) {
  return (
    <dl className="stat-list">
      {rows.map(([label, value]) => (
        <div key={label} className="stat-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Short unique lines of text without bullets (`ul.plain-list`): guidelines, tips, a checklist. */
function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul className="plain-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A column of buttons and links: a sidebar's Quick Actions. */
function ActionColumn({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" gap="0.5rem">
      {children}
    </Flex>
  );
}

/** A name in bold over a muted second line (a member and their company, a hotel and its date) in a compact list. */
export function NameLine({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <span>
      <Text as="span" fontWeight="600" display="block">
        {name}
      </Text>
      <Text as="span" className="muted">
        {detail}
      </Text>
    </span>
  );
}
