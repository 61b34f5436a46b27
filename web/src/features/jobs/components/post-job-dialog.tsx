import { JOB_LEVELS, REMOTE_OPTIONS, type JobLevel, type JobParsed, type RemoteOption, jobRoutes, labelOf } from '@club/shared';
import { CheckboxField, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, leaveOutBlank, useZodForm, type FormValues } from '../../../components/form';
import { CompanySelect } from '../../companies';
import { useCreateJob } from '../api/create-job';

/** The form's values for a job's fields (`Fields`: the shared definition's type; see `FormValues`): level and arrangement as chosen. */
export type JobFormValues<Fields = JobParsed> = FormValues<Fields, never, { level: JobLevel; remoteOptions: RemoteOption }>;
type JobForm = JobFormValues;

/** Form defaults: level CXO, on site, no relocation. */
export const emptyJobForm = (): JobForm => ({
  title: '',
  level: 'CXO',
  location: '',
  salaryBand: '',
  description: '',
  requirements: '',
  benefits: '',
  applyEmail: '',
  relocationAssistance: false,
  remoteOptions: 'onsite',
  companyId: '',
});

/** Post Executive Position: title, description, company and apply e-mail required. */
export function PostJobDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateJob();
  const form = useZodForm(jobRoutes.createJob.body, {
    defaultValues: emptyJobForm(),
    toBody: (values: JobForm) => leaveOutBlank(values, ['location', 'salaryBand', 'requirements', 'benefits']),
    required: ['title', 'description', 'companyId', 'applyEmail'],
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Post Executive Position"
      onSubmit={submit}
      submitLabel="Post Job"
      pendingLabel="Posting..."
      isPending={create.isPending}
    >
      <TextField label="Title" isRequired {...form.field('title')} />
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
        <SelectField label="Level" {...form.field('level')}>
          {JOB_LEVELS.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </SelectField>
        <SelectField label="Work arrangement" {...form.field('remoteOptions')}>
          {REMOTE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </SelectField>
        <TextField label="Location" {...form.field('location')} />
        <TextField label="Salary band" {...form.field('salaryBand')} />
      </Grid>
      <TextAreaField label="Description" rows={4} isRequired {...form.field('description')} />
      <TextAreaField label="Requirements" rows={3} {...form.field('requirements')} />
      <TextAreaField label="Benefits" rows={2} {...form.field('benefits')} />
      <TextField label="Apply e-mail" type="email" isRequired {...form.field('applyEmail')} />
      <CheckboxField label="Relocation assistance" {...form.checkbox('relocationAssistance')} />
      <CompanySelect {...form.controlled('companyId')} />
    </FormDialog>
  );
}
