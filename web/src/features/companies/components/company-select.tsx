import { Button, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FieldError } from '../../../components/form';
import { useMyCompanies } from '../api/list-companies';
import { CreateCompanyDialog } from './create-company-dialog';
import '../companies.css';

/**
 * The company field of the create-listing and post-job dialogs: the member's
 * own companies, or, when there are none, how to add one (which selects it).
 */
export function CompanySelect({
  value,
  onChange,
  label = 'Company',
  hasError = false,
  errorMessage,
}: {
  value: string;
  onChange: (companyId: string) => void;
  label?: string;
  /** The form's message for the field (a request's 400 on companyId). */
  hasError?: boolean;
  errorMessage?: string;
}) {
  const companies = useMyCompanies();
  const [adding, setAdding] = useState(false);
  const none = !companies.isPending && companies.items.length === 0;
  return (
    <div className="company-select">
      {none ? (
        <div role="group" aria-label={label}>
          <Text fontWeight="600">{label}</Text>
          <Text className="muted">You have no company yet. Add your company to post for it.</Text>
          <FieldError message={hasError ? errorMessage : undefined} />
        </div>
      ) : (
        <SelectField
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          isRequired
          isDisabled={companies.isPending}
          hasError={hasError}
          errorMessage={errorMessage}
        >
          <option value="">Select your company</option>
          {companies.items.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="button" size="small" variation="link" onClick={() => setAdding(true)}>
        Add your company
      </Button>
      <CreateCompanyDialog open={adding} onClose={() => setAdding(false)} onCreated={(company) => onChange(company.id)} />
    </div>
  );
}
