import { type Company, companyRoutes } from '@club/shared';
import { TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, commaList, leaveOutBlank, useZodForm } from '../../../components/form';
import { useCreateCompany } from '../api/create-company';

const EMPTY = { name: '', industry: '', country: '', revenueBand: '', description: '', certifications: '', hsCodes: '', website: '' };
type CompanyForm = typeof EMPTY;

/** Create company: the member adds their company and is linked to it. */
export function CreateCompanyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated?: (company: Company) => void }) {
  const create = useCreateCompany();
  // The same schema the API validates with: its messages show under the fields.
  const form = useZodForm(companyRoutes.createCompany.body, {
    defaultValues: EMPTY,
    toBody: (values: CompanyForm) => ({
      ...leaveOutBlank(values, ['revenueBand', 'description', 'website']),
      certifications: commaList(values.certifications),
      hsCodes: commaList(values.hsCodes),
    }),
    required: ['name', 'industry', 'country'],
  });
  const submit = form.onSubmit((body) =>
    create.mutate(
      body,
      form.mutateOptions((company: Company) => {
        onCreated?.(company);
        onClose();
      }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create company"
      onSubmit={submit}
      submitLabel="Create company"
      pendingLabel="Creating..."
      isPending={create.isPending}
    >
      <TextField label="Company name" isRequired {...form.field('name')} />
      <TextField label="Industry" isRequired {...form.field('industry')} />
      <TextField label="Country" isRequired {...form.field('country')} />
      <TextField label="Revenue band" descriptiveText="For example $10M-$50M" {...form.field('revenueBand')} />
      <TextAreaField label="Description" rows={3} {...form.field('description')} />
      <TextField label="Certifications" descriptiveText="Separate with commas, for example APEDA, ISO 22000" {...form.field('certifications')} />
      <TextField label="HS codes" descriptiveText="Separate with commas, for example 0306, 1006" {...form.field('hsCodes')} />
      <TextField label="Website" descriptiveText="https://..." {...form.field('website')} />
    </FormDialog>
  );
}
