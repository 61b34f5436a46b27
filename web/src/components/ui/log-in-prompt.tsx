import { Card, Heading } from '@aws-amplify/ui-react';
import { routeUrl } from '../../lib/api-client';
import { ButtonLink } from './button-link';

/** What a members' page shows a signed-out visitor: "Please log in to access <what>" and a Log In button. */
export function LogInPrompt({ what }: { what: string }) {
  return (
    <div className="page">
      <Card variation="outlined" className="empty-state">
        <Heading level={1}>Please log in to access {what}</Heading>
        <ButtonLink variation="primary" href={routeUrl('login')}>
          Log In
        </ButtonLink>
      </Card>
    </div>
  );
}
