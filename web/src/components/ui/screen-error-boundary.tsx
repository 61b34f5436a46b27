import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Component, type ReactNode } from 'react';
import { isOffline, OFFLINE_TITLE } from '../../lib/online';

interface State {
  error: Error | null;
  /** The path the error happened on: moving to another screen clears it. */
  at: string;
}

/**
 * Catches what a screen throws while rendering, including a screen module
 * that failed to download (a new deploy replaced its chunk, the network
 * dropped), so the shell stays up with a way to retry. The browser router
 * runs in declarative mode (it ships less code than the data
 * router), which has no route error element of its own.
 */
export class ScreenErrorBoundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, at: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    if (state.error && state.at && state.at !== props.pathname) return { error: null, at: '' };
    return state.error && !state.at ? { at: props.pathname } : null;
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Flex className="full-page-spinner" direction="column" alignItems="center" justifyContent="center" gap="1rem">
        <div role="alert">
          <Heading level={1}>{isOffline() ? OFFLINE_TITLE : 'This page could not be shown'}</Heading>
          <Text>{isOffline() ? 'Your tickets still open offline, under Events.' : 'Something went wrong while loading it. Reloading usually fixes this.'}</Text>
        </div>
        <Button variation="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Flex>
    );
  }
}
