import { LISTING_KINDS, createTradeListingBody, type ListingKind } from '@club/shared';
import { Button, Flex, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { REQUIRED_FIELDS_TOAST, hasRequired } from '../../../lib/create-mutation';
import { CompanySelect } from '../../companies/components/company-select';
import { useCreateListing } from '../api/listings';

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

/** Create Listing (spec 1 §4, §5): title, description, HS code and company required; kind defaults to export. */
export function CreateListingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ListingForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ListingForm, string>>>({});
  const create = useCreateListing();
  const set = (field: keyof ListingForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const errorOf = (field: keyof ListingForm) => ({ hasError: Boolean(errors[field]), errorMessage: errors[field] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequired(form, ['title', 'description', 'hsCode', 'companyId'])) {
      toast(REQUIRED_FIELDS_TOAST);
      return;
    }
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    // The schema the API validates with: its other rules (HS code digits, lengths) show under the fields.
    const parsed = createTradeListingBody.safeParse({
      kind: form.kind,
      title: form.title,
      description: form.description,
      hsCode: form.hsCode,
      quantity: optional(form.quantity),
      unit: optional(form.unit),
      priceBand: optional(form.priceBand),
      location: optional(form.location),
      incoterms: optional(form.incoterms),
      companyId: form.companyId,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Create Trade Listing">
      <form onSubmit={submit} noValidate className="stack-form">
        <SelectField label="Type" value={form.kind} onChange={set('kind')}>
          {LISTING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'export' ? 'Export offer' : 'Import need'}
            </option>
          ))}
        </SelectField>
        <TextField label="Title" value={form.title} onChange={set('title')} isRequired {...errorOf('title')} />
        <TextAreaField label="Description" rows={4} value={form.description} onChange={set('description')} isRequired {...errorOf('description')} />
        <TextField label="HS code" descriptiveText="2 to 10 digits, for example 030617" value={form.hsCode} onChange={set('hsCode')} isRequired {...errorOf('hsCode')} />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
          <TextField label="Quantity" value={form.quantity} onChange={set('quantity')} {...errorOf('quantity')} />
          <SelectField label="Unit" value={form.unit} onChange={set('unit')}>
            <option value="">Select a unit</option>
            {UNITS.map((unit) => (
              <option key={unit}>{unit}</option>
            ))}
          </SelectField>
          <TextField label="Price band" value={form.priceBand} onChange={set('priceBand')} {...errorOf('priceBand')} />
          <SelectField label="Incoterms" value={form.incoterms} onChange={set('incoterms')}>
            <option value="">Select incoterms</option>
            {INCOTERMS.map((term) => (
              <option key={term}>{term}</option>
            ))}
          </SelectField>
        </Grid>
        <TextField label="Location" value={form.location} onChange={set('location')} {...errorOf('location')} />
        <CompanySelect value={form.companyId} onChange={(companyId) => setForm((f) => ({ ...f, companyId }))} />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Listing'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
