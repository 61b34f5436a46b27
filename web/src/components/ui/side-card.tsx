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

/** One card of a sidebar: an outlined card under its title, a level-2 heading unless `level` says otherwise. */
export function SideCard({ title, level = 2, children }: { title: ReactNode; level?: HeadingLevel; children: ReactNode }) {
  return (
    <Card variation="outlined">
      <Heading level={level} className="side-card__title">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/** Label and value pairs (`dl.stat-list`): "Total Posts 7". Labels must be unique. */
export function StatList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
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
export function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul className="plain-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A column of buttons and links: a sidebar's Quick Actions. */
export function ActionColumn({ children }: { children: ReactNode }) {
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
