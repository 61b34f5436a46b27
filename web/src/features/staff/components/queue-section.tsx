import { Flex, Heading } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';

/** One queue of the console: its heading, its filters (and actions), then its list. */
export function QueueSection({ title, filters, actions, children }: { title: string; filters?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="staff-queue">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} id={id} className="staff-queue__title">
          {title}
        </Heading>
        {actions}
      </Flex>
      {filters ? <div className="staff-filters">{filters}</div> : null}
      {children}
    </section>
  );
}
