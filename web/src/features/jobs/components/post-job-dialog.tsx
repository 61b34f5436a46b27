import { JOB_LEVELS, REMOTE_OPTIONS, type CreateJobBody, type JobLevel, type RemoteOption } from '@club/shared';
import { Button, CheckboxField, Flex, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { REQUIRED_FIELDS_TOAST, hasRequired } from '../../../lib/create-mutation';
import { labelOf } from '../../../lib/format';
import { CompanySelect } from '../../companies/components/company-select';
import { useCreateJob } from '../api/jobs';

const EMPTY = {
  title: '',
  level: 'CXO' as JobLevel,
  location: '',
  salaryBand: '',
  description: '',
  requirements: '',
  benefits: '',
  applyEmail: '',
  relocationAssistance: false,
  remoteOptions: 'onsite' as RemoteOption,
  companyId: '',
};
type JobForm = typeof EMPTY;

/** Post Executive Position (spec 1 §4, §5): title, description, company and apply e-mail required. */
export function PostJobDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<JobForm>(EMPTY);
  const create = useCreateJob();
  const set = (field: keyof JobForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequired(form, ['title', 'description', 'companyId', 'applyEmail'])) {
      toast(REQUIRED_FIELDS_TOAST);
      return;
    }
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const body: CreateJobBody = {
      title: form.title,
      level: form.level,
      location: optional(form.location),
      salaryBand: optional(form.salaryBand),
      description: form.description,
      requirements: optional(form.requirements),
      benefits: optional(form.benefits),
      applyEmail: form.applyEmail.trim(),
      relocationAssistance: form.relocationAssistance,
      remoteOptions: form.remoteOptions,
      companyId: form.companyId,
    };
    create.mutate(body, {
      onSuccess: () => {
        setForm(EMPTY);
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Post Executive Position">
      <form onSubmit={submit} noValidate className="stack-form">
        <TextField label="Title" value={form.title} onChange={set('title')} isRequired />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
          <SelectField label="Level" value={form.level} onChange={set('level')}>
            {JOB_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </SelectField>
          <SelectField label="Work arrangement" value={form.remoteOptions} onChange={set('remoteOptions')}>
            {REMOTE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {labelOf(option)}
              </option>
            ))}
          </SelectField>
          <TextField label="Location" value={form.location} onChange={set('location')} />
          <TextField label="Salary band" value={form.salaryBand} onChange={set('salaryBand')} />
        </Grid>
        <TextAreaField label="Description" rows={4} value={form.description} onChange={set('description')} isRequired />
        <TextAreaField label="Requirements" rows={3} value={form.requirements} onChange={set('requirements')} />
        <TextAreaField label="Benefits" rows={2} value={form.benefits} onChange={set('benefits')} />
        <TextField label="Apply e-mail" type="email" value={form.applyEmail} onChange={set('applyEmail')} isRequired />
        <CheckboxField
          label="Relocation assistance"
          name="relocationAssistance"
          checked={form.relocationAssistance}
          onChange={(e) => setForm((f) => ({ ...f, relocationAssistance: e.target.checked }))}
        />
        <CompanySelect value={form.companyId} onChange={(companyId) => setForm((f) => ({ ...f, companyId }))} />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Posting...' : 'Post Job'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
