import { LISTING_KINDS, type ListingKind, marketplaceRoutes } from '@club/shared';
import { Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { CompanySelect } from '../../companies';
import { useCreateListing } from '../api/create-trade-listing';

const EMPTY = {
  kind: 'export' as ListingKind,
  title: '',
  description: '',
  hsCode: '',
  quantity: '',
  unit: '',
  priceBand: '',
  location: '',
  incoterms: '',
  companyId: '',
};
type ListingForm = typeof EMPTY;
const UNITS = ['MT', 'KG', 'Containers', 'Pieces', 'Bales', 'Litres', 'Sq Ft', 'Sq M'];
const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DDP'];

/** Create Listing: title, description, HS code and company required; kind defaults to export. */
export function CreateListingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateListing();
  // The schema the API validates with: its other rules (HS code digits, lengths) show under the fields.
  const form = useZodForm(marketplaceRoutes.createTradeListing.body, {
    defaultValues: EMPTY,
    toBody: (values: ListingForm) => leaveOutBlank(values, ['quantity', 'unit', 'priceBand', 'location', 'incoterms']),
    required: ['title', 'description', 'hsCode', 'companyId'],
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Trade Listing"
      onSubmit={submit}
      submitLabel="Create Listing"
      pendingLabel="Creating..."
      isPending={create.isPending}
    >
      <SelectField label="Type" {...form.field('kind')}>
        {LISTING_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind === 'export' ? 'Export offer' : 'Import need'}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" isRequired {...form.field('title')} />
      <TextAreaField label="Description" rows={4} isRequired {...form.field('description')} />
      <TextField label="HS code" descriptiveText="2 to 10 digits, for example 030617" isRequired {...form.field('hsCode')} />
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
        <TextField label="Quantity" {...form.field('quantity')} />
        <SelectField label="Unit" {...form.field('unit')}>
          <option value="">Select a unit</option>
          {UNITS.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </SelectField>
        <TextField label="Price band" {...form.field('priceBand')} />
        <SelectField label="Incoterms" {...form.field('incoterms')}>
          <option value="">Select incoterms</option>
          {INCOTERMS.map((term) => (
            <option key={term}>{term}</option>
          ))}
        </SelectField>
      </Grid>
      <TextField label="Location" {...form.field('location')} />
      <CompanySelect {...form.controlled('companyId')} />
    </FormDialog>
  );
}
