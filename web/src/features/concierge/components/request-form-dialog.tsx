import { CONCIERGE_CATEGORIES, TICKET_PRIORITIES, type ConciergeCategory, type TicketPriority, conciergeRoutes, labelOf } from '@club/shared';
import { SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useCreateTicket } from '../api/create-concierge-ticket';

export interface RequestDraft {
  category?: ConciergeCategory | '';
  title?: string;
  details?: string;
}

/** The detailed request form: validated with the API's own schema and its exact messages. */
export function RequestFormDialog({ open, onClose, draft = {} }: { open: boolean; onClose: () => void; draft?: RequestDraft }) {
  const create = useCreateTicket();
  const form = useZodForm(conciergeRoutes.createConciergeTicket.body, {
    defaultValues: { category: draft.category ?? '', title: draft.title ?? '', details: draft.details ?? '', priority: 'medium' as TicketPriority },
    // No category yet ('') is refused by the schema with 'Please select a service category'.
    toBody: (values) => ({ ...values, category: values.category as ConciergeCategory }),
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Concierge Request"
      onSubmit={submit}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
      isPending={create.isPending}
    >
      <SelectField label="Service category" {...form.field('category')}>
        <option value="">Select a category</option>
        {CONCIERGE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {labelOf(c)}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" {...form.field('title')} />
      <TextAreaField label="Details" rows={4} {...form.field('details')} />
      <SelectField label="Priority" {...form.field('priority')}>
        {TICKET_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {labelOf(p)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
