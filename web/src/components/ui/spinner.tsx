import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import './spinner.css';

/** Full-page spinner with a visible 'Loading...' label, shown while sign-in state loads. */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Flex className="full-page-spinner" role="status" direction="column" alignItems="center" justifyContent="center" gap="1rem">
      <Loader size="large" aria-hidden="true" />
      <Text>{label}</Text>
    </Flex>
  );
}
