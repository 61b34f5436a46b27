import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toast-store';
import './toast.css';

/** The current toasts, re-rendering on change. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/**
 * Renders the toast region once for the whole app. The live region is always
 * mounted so screen readers announce toasts added later.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.variant}`} data-variant={t.variant}>
          <Flex direction="column" gap="0.25rem" flex="1">
            <Text as="p" className="toast__title">
              {t.title}
            </Text>
            {t.description ? (
              <Text as="p" className="toast__description">
                {t.description}
              </Text>
            ) : null}
          </Flex>
          <Button className="toast__close" size="small" variation="link" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
            ×
          </Button>
        </div>
      ))}
    </div>
  );
}
