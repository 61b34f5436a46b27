import { Button, Flex } from '@aws-amplify/ui-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { SubmitButton } from './submit-button';

interface SubmitLabels {
  /** The submit button's label ('Create Post'). */
  submitLabel: string;
  /** Its label while pending ('Creating...'). */
  pendingLabel?: string;
  isPending: boolean;
  /** Disabled for another reason too. */
  isDisabled?: boolean;
}

/** Cancel and the submit button, at the end of a form. */
export function FormActions({ onCancel, submitLabel, pendingLabel, isPending, isDisabled }: SubmitLabels & { onCancel: () => void }) {
  return (
    <Flex justifyContent="flex-end" gap="0.5rem">
      <Button type="button" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton isPending={isPending} pendingLabel={pendingLabel} isDisabled={isDisabled}>
        {submitLabel}
      </SubmitButton>
    </Flex>
  );
}

interface FormDialogProps extends SubmitLabels {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's submit handler (`form.onSubmit(send)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A dialog holding one form: its fields, then Cancel and the submit button.
 * The browser's own validation is off; the schema's messages show under the fields.
 */
export function FormDialog({ open, onClose, title, onSubmit, children, ...submit }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate className="stack-form">
        {children}
        <FormActions onCancel={onClose} {...submit} />
      </form>
    </Dialog>
  );
}
