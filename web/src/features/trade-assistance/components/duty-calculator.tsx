import { tradeAssistanceRoutes, TRADE_UNITS, type TradeRequestDetail } from '@club/shared';
import { Card, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { SubmitButton, leaveOutBlank, useZodForm } from '../../../components/form';
import { useCreateTradeRequest } from '../api/trade-assistance-api';
import { DutyBreakdown } from './duty-breakdown';
import { EMPTY_IMPORTER, ImporterFields } from './importer-fields';

const EMPTY = { hsCode: '', value: '', originCountry: '', destinationCountry: 'India', quantity: '', unit: 'kg', requestDetails: EMPTY_IMPORTER };
type Values = typeof EMPTY;

/**
 * Duty Calculator (spec 2 §2.2): HS code, cargo value (USD), origin and
 * destination country, quantity and unit; 'Calculate Duties & Fees' stores a
 * duty_calculation request and shows every line of the server's breakdown.
 * `hsCode` (from Use Code) fills the HS code field.
 */
export function DutyCalculator({ hsCode }: { hsCode?: string }) {
  const create = useCreateTradeRequest();
  const [result, setResult] = useState<TradeRequestDetail | null>(null);
  const form = useZodForm(tradeAssistanceRoutes.createTradeRequest.body, {
    defaultValues: { ...EMPTY, hsCode: hsCode ?? '' },
    required: ['hsCode', 'value', 'originCountry', 'destinationCountry'],
    toBody: (values: Values) => ({
      ...leaveOutBlank(values, ['quantity']),
      unit: values.quantity.trim() ? values.unit : undefined,
      type: 'duty_calculation' as const,
      currency: 'USD' as const,
    }),
  });
  const { setValue } = form;
  useEffect(() => {
    if (hsCode) setValue('hsCode', hsCode);
  }, [hsCode, setValue]);
  // Spec 2 §7: on success the form resets; the breakdown stays shown below it.
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions((detail) => setResult(detail))));
  return (
    <div className="trade-panel">
      <Card variation="outlined" as="form" onSubmit={submit} noValidate aria-label="Duty Calculator" className="trade-form">
        <div className="form-grid">
          <TextField label="HS code" placeholder="e.g. 030617" inputMode="numeric" {...form.field('hsCode')} />
          <TextField label="Cargo value (USD)" placeholder="e.g. 25000" inputMode="decimal" {...form.field('value')} />
          <TextField label="Origin country" placeholder="e.g. Vietnam" {...form.field('originCountry')} />
          <TextField label="Destination country" placeholder="e.g. India" {...form.field('destinationCountry')} />
          <TextField label="Quantity" inputMode="decimal" {...form.field('quantity')} />
          <SelectField label="Unit" {...form.field('unit')}>
            {TRADE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
        </div>
        <ImporterFields
          companyName={form.field('requestDetails.companyName')}
          iec={form.field('requestDetails.iec')}
          gstin={form.field('requestDetails.gstin')}
          error={form.errorOf('requestDetails')}
        />
        <Flex justifyContent="flex-end">
          <SubmitButton isPending={create.isPending} pendingLabel="Calculating...">
            Calculate Duties &amp; Fees
          </SubmitButton>
        </Flex>
      </Card>
      {result?.response?.breakdown ? (
        <Card variation="outlined">
          <DutyBreakdown quote={result.response.breakdown} />
        </Card>
      ) : result ? (
        <Card variation="outlined">{result.response?.message ?? 'Your request was recorded; the club’s trade desk will work out the duty and answer under My Requests.'}</Card>
      ) : null}
    </div>
  );
}
