import { TextField } from '@aws-amplify/ui-react';
import type { ErrorProps, FieldProps } from '../../../components/form';

/** The request's importer details as form values (all optional; blanks are not sent). */
export const EMPTY_IMPORTER = { companyName: '', iec: '', gstin: '' };

interface ImporterFieldsProps {
  companyName: FieldProps;
  iec: FieldProps;
  gstin: FieldProps;
  /** The group's error (the form keeps one per top-level field): it goes under the field its message names. */
  error: ErrorProps;
}

/** Which of the three fields a message is about: the schema's messages start with the field's name. */
const errorFor = (error: ErrorProps, name: 'Company' | 'IEC' | 'GSTIN'): ErrorProps => (error.errorMessage?.startsWith(name) ? error : { hasError: false });

/**
 * Importer, IEC and GSTIN for the report a customs broker works from
 * (optional; the GSTIN's check character is verified as the API does).
 */
export function ImporterFields({ companyName, iec, gstin, error }: ImporterFieldsProps) {
  return (
    <fieldset className="form-grid trade-form__importer">
      <legend>Importer on the report (optional)</legend>
      <TextField label="Importer (company)" autoComplete="organization" {...companyName} {...errorFor(error, 'Company')} />
      <TextField label="IEC" descriptiveText="10 letters or digits" autoCapitalize="characters" {...iec} {...errorFor(error, 'IEC')} />
      <TextField
        label="GSTIN"
        descriptiveText="15 characters, as on the GST registration"
        autoCapitalize="characters"
        {...gstin}
        {...errorFor(error, 'GSTIN')}
      />
    </fieldset>
  );
}
