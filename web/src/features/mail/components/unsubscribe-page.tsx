import { MAIL_CATEGORY_LABELS } from '@club/shared/api/mail';
import { Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { hasStatus } from '../../../lib/api-client';
import { useResubscribe } from '../api/resubscribe-mail';
import { useUnsubscribe } from '../api/unsubscribe-mail';
import './mail-pages.css';

/**
 * The page a mail's footer link opens (/unsubscribe?token=), signed in or
 * not: it turns the token's category off at once, says what was turned off
 * and offers to undo. The token, not a session, says whose choice it is.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  const started = useRef(false);

  useEffect(() => {
    // Once per page load (React's development double effect must not post twice).
    if (started.current || !token) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const state = resubscribe.data ?? unsubscribe.data;
  const label = state ? MAIL_CATEGORY_LABELS[state.category].title : '';
  const invalid = !token || hasStatus(unsubscribe.error, 400);

  return (
    <main className="unsubscribe-page">
      <title>{`Unsubscribe · ${APP_NAME}`}</title>
      <Card variation="outlined" className="unsubscribe-page__card">
        <Text className="unsubscribe-page__brand">{APP_NAME}</Text>
        {invalid ? (
          <div role="alert">
            <Heading level={1}>This link does not work</Heading>
            <Text>The unsubscribe link is incomplete or was changed. Use the link in the e-mail again, or choose your e-mails in your settings.</Text>
          </div>
        ) : unsubscribe.isError ? (
          <div role="alert">
            <Heading level={1}>We could not unsubscribe you</Heading>
            <Button size="small" onClick={() => unsubscribe.mutate(token)}>
              Try again
            </Button>
          </div>
        ) : !state ? (
          <Loader ariaLabel="Unsubscribing" />
        ) : (
          <div role="status">
            {state.subscribed ? (
              <>
                <Heading level={1}>You are subscribed again</Heading>
                <Text>You will get {label} e-mails again.</Text>
              </>
            ) : (
              <>
                <Heading level={1}>You are unsubscribed</Heading>
                <Text>You will no longer get {label} e-mails.</Text>
                <Text className="muted">In-app notifications stay on.</Text>
              </>
            )}
          </div>
        )}
        <Flex gap="0.75rem" marginTop="1.25rem" wrap="wrap" alignItems="center">
          {state && !state.subscribed ? (
            <Button variation="primary" isLoading={resubscribe.isPending} loadingText="Undoing" onClick={() => resubscribe.mutate(token)}>
              Undo
            </Button>
          ) : null}
          <Link to={paths.notificationSettings.path}>Choose which e-mails you get</Link>
        </Flex>
      </Card>
    </main>
  );
}
