import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The request is under way: the button is disabled and reads `pendingLabel`. */
  isPending: boolean;
  /** The spec's pending label ('Creating...', 'Posting...'); without one the label stays. */
  pendingLabel?: string;
  /** Disabled for another reason too (a blank reply, a swap with no offer). */
  isDisabled?: boolean;
  children: ReactNode;
}

/** The one submit button of every form: primary, disabled while pending, with the spec's pending label. */
export function SubmitButton({ isPending, pendingLabel, isDisabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variation="primary" isDisabled={isPending || isDisabled}>
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
