import { tradeAssistanceRoutes, TRADE_CURRENCIES, TRADE_UNITS, type TradeCurrency, type TradeRequestDetail } from '@club/shared';
import { Card, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { SubmitButton, leaveOutBlank, useZodForm } from '../../../components/form';
import { useCalculateDuty } from '../api/trade-assistance-api';
import { DutyBreakdown } from './duty-breakdown';
import { EMPTY_IMPORTER, ImporterFields } from './importer-fields';

const EMPTY = {
  hsCode: '',
  currency: 'USD' as TradeCurrency,
  valueBasis: 'cif' as 'cif' | 'fob',
  value: '',
  freight: '',
  insurance: '',
  originCountry: '',
  destinationCountry: 'India',
  quantity: '',
  unit: 'kg',
  requestDetails: EMPTY_IMPORTER,
};
type Values = typeof EMPTY;

/**
 * Duty Calculator: HS code, cargo value in its currency (CIF,
 * or FOB with the freight and insurance when known), origin and destination
 * country, quantity and unit; 'Calculate Duties & Fees' stores a
 * duty_calculation request and shows every line of the server's breakdown.
 * The inputs stay after a calculation so the member can change one and
 * calculate again; the breakdown below is replaced in place.
 * `hsCode` (from Use Code) fills the HS code field.
 */
export function DutyCalculator({ hsCode }: { hsCode?: string }) {
  const calculate = useCalculateDuty();
  const [result, setResult] = useState<TradeRequestDetail | null>(null);
  const form = useZodForm(tradeAssistanceRoutes.createTradeRequest.body, {
    defaultValues: { ...EMPTY, hsCode: hsCode ?? '' },
    required: ['hsCode', 'value', 'originCountry', 'destinationCountry'],
    toBody: (values: Values) => {
      const fob = values.valueBasis === 'fob';
      return {
        ...leaveOutBlank(values, ['quantity', 'freight', 'insurance']),
        // Freight and insurance belong to a FOB value only; typed under FOB, they are dropped when the member switches back to CIF.
        freight: fob ? values.freight.trim() || undefined : undefined,
        insurance: fob ? values.insurance.trim() || undefined : undefined,
        unit: values.quantity.trim() ? values.unit : undefined,
        type: 'duty_calculation' as const,
      };
    },
  });
  const { setValue } = form;
  useEffect(() => {
    if (hsCode) setValue('hsCode', hsCode);
  }, [hsCode, setValue]);
  const currency = form.watch('currency');
  const fob = form.watch('valueBasis') === 'fob';
  // The inputs are kept (no reset); a 400's issues go under their fields.
  const submit = form.onSubmit((body) => calculate.mutate(body, { onSuccess: setResult, onError: form.mutateOptions().onError }));
  return (
    <div className="trade-panel">
      <Card variation="outlined" as="form" onSubmit={submit} noValidate aria-label="Duty Calculator" className="trade-form">
        <div className="form-grid">
          <TextField label="HS code" placeholder="e.g. 030617" inputMode="numeric" {...form.field('hsCode')} />
          <SelectField label="Currency" {...form.field('currency')}>
            {TRADE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <SelectField label="Value basis" {...form.field('valueBasis')}>
            <option value="cif">CIF (includes freight and insurance)</option>
            <option value="fob">FOB (freight and insurance added)</option>
          </SelectField>
          <TextField label={`Cargo value (${currency})`} placeholder="e.g. 25000" inputMode="decimal" {...form.field('value')} />
          {fob ? (
            <>
              <TextField
                label={`Freight (${currency})`}
                inputMode="decimal"
                descriptiveText="Leave blank if not known: 20% of FOB is added (Customs Valuation Rules, rule 10(2))"
                {...form.field('freight')}
              />
              <TextField
                label={`Insurance (${currency})`}
                inputMode="decimal"
                descriptiveText="Leave blank if not known: 1.125% of FOB is added (rule 10(2))"
                {...form.field('insurance')}
              />
            </>
          ) : null}
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
          <SubmitButton isPending={calculate.isPending} pendingLabel="Calculating...">
            Calculate Duties &amp; Fees
          </SubmitButton>
        </Flex>
      </Card>
      {/* One place, replaced in place by each new answer: the page does not jump. */}
      <div data-testid="duty-result">
        {result?.response?.breakdown ? (
          <Card variation="outlined">
            <DutyBreakdown quote={result.response.breakdown} />
          </Card>
        ) : result ? (
          <Card variation="outlined">
            {result.response?.message ?? 'Your request was recorded; the club’s trade desk will work out the duty and answer under My Requests.'}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
