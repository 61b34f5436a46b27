import { Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import '../home.css';

const ACTIONS = [
  { label: 'Post Trade Need', hint: 'Import needs and export offers', to: `${paths.marketplace.path}?create=listing`, icon: '⇄' },
  { label: 'Executive Jobs', hint: 'CXO and VP roles', to: paths.jobs.path, icon: '◆' },
  { label: 'Plan Darshan', hint: 'Official TTD channels', to: paths.darshan.path, icon: '✦' },
  { label: 'Concierge', hint: 'Chat guide 24/7, team 9 AM to 9 PM IST', to: paths.concierge.path, icon: '☎' },
] as const;

/** The four quick-action tiles of the signed-in home. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="quick-actions">
      <Heading level={2} id="quick-actions-heading" className="visually-hidden">
        Quick actions
      </Heading>
      <ul className="quick-actions__grid">
        {ACTIONS.map((a) => (
          <li key={a.label}>
            <Link to={a.to} className="quick-action">
              <span className="quick-action__icon" aria-hidden="true">
                {a.icon}
              </span>
              <span className="quick-action__label">{a.label}</span>
              <Text as="span" className="quick-action__hint">
                {a.hint}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
