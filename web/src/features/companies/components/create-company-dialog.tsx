import { createCompanyBody, type Company } from '@club/shared';
import { Button, Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { REQUIRED_FIELDS_TOAST, hasRequired } from '../../../lib/create-mutation';
import { useCreateCompany } from '../api/companies';

const EMPTY = { name: '', industry: '', country: '', revenueBand: '', description: '', certifications: '', hsCodes: '', website: '' };
type CompanyForm = typeof EMPTY;

const list = (input: string) =>
  input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Create company (issue 4): the member adds their company and is linked to it. */
export function CreateCompanyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated?: (company: Company) => void }) {
  const [form, setForm] = useState<CompanyForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyForm, string>>>({});
  const create = useCreateCompany();
  const set = (field: keyof CompanyForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequired(form, ['name', 'industry', 'country'])) {
      toast(REQUIRED_FIELDS_TOAST);
      return;
    }
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    // The same schema the API validates with: its messages show under the fields.
    const parsed = createCompanyBody.safeParse({
      name: form.name,
      industry: form.industry,
      country: form.country,
      revenueBand: optional(form.revenueBand),
      description: optional(form.description),
      certifications: list(form.certifications),
      hsCodes: list(form.hsCodes),
      website: optional(form.website),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (company) => {
        setForm(EMPTY);
        onCreated?.(company);
        onClose();
      },
    });
  };

  const field = (name: keyof CompanyForm, label: string, extra: { isRequired?: boolean; descriptiveText?: string } = {}) => (
    <TextField label={label} value={form[name]} onChange={set(name)} hasError={Boolean(errors[name])} errorMessage={errors[name]} {...extra} />
  );

  return (
    <Dialog open={open} onClose={onClose} title="Create company">
      <form onSubmit={submit} noValidate className="stack-form">
        {field('name', 'Company name', { isRequired: true })}
        {field('industry', 'Industry', { isRequired: true })}
        {field('country', 'Country', { isRequired: true })}
        {field('revenueBand', 'Revenue band', { descriptiveText: 'For example $10M-$50M' })}
        <TextAreaField label="Description" rows={3} value={form.description} onChange={set('description')} />
        {field('certifications', 'Certifications', { descriptiveText: 'Separate with commas, for example APEDA, ISO 22000' })}
        {field('hsCodes', 'HS codes', { descriptiveText: 'Separate with commas, for example 0306, 1006' })}
        {field('website', 'Website', { descriptiveText: 'https://...' })}
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create company'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
