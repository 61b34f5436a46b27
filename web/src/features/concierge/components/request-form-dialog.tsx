import { CONCIERGE_CATEGORIES, TICKET_PRIORITIES, ticketBody, type ConciergeCategory, type TicketPriority } from '@club/shared';
import { Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { labelOf } from '../../../lib/format';
import { useCreateTicket } from '../api/tickets';

export interface RequestDraft {
  category?: ConciergeCategory | '';
  title?: string;
  details?: string;
}

/** The detailed request form (spec 1 §5): validated with the API's own schema and its exact messages. */
export function RequestFormDialog({ open, onClose, draft = {} }: { open: boolean; onClose: () => void; draft?: RequestDraft }) {
  const empty = { category: draft.category ?? '', title: draft.title ?? '', details: draft.details ?? '', priority: 'medium' as TicketPriority };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTicket();
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketBody.safeParse({ ...form, category: form.category || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm({ category: '', title: '', details: '', priority: 'medium' });
        onClose();
      },
    });
  };
  return (
    <Dialog open={open} onClose={onClose} title="New Concierge Request">
      <form onSubmit={submit} noValidate className="stack-form">
        <SelectField label="Service category" value={form.category} onChange={set('category')} hasError={Boolean(errors.category)} errorMessage={errors.category}>
          <option value="">Select a category</option>
          {CONCIERGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {labelOf(c)}
            </option>
          ))}
        </SelectField>
        <TextField label="Title" value={form.title} onChange={set('title')} hasError={Boolean(errors.title)} errorMessage={errors.title} />
        <TextAreaField label="Details" rows={4} value={form.details} onChange={set('details')} hasError={Boolean(errors.details)} errorMessage={errors.details} />
        <SelectField label="Priority" value={form.priority} onChange={set('priority')}>
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {labelOf(p)}
            </option>
          ))}
        </SelectField>
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
