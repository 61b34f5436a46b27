import { Card, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { chargeableWeight, type ShippingMode } from '../shipping';
// The calculator also shows on the Import-Export Connector: it brings the panel and form layout it uses.
import '../trade-assistance.css';

const FIELDS = [
  { key: 'grossKg', label: 'Gross weight (kg)' },
  { key: 'lengthCm', label: 'Length (cm)' },
  { key: 'widthCm', label: 'Width (cm)' },
  { key: 'heightCm', label: 'Height (cm)' },
  { key: 'pieces', label: 'Packages' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** Shipping calculator: chargeable weight by air (volumetric /6000) or by sea (W/M). */
export function ShippingCalculator() {
  const [mode, setMode] = useState<ShippingMode>('air');
  const [values, setValues] = useState<Record<Key, string>>({ grossKg: '', lengthCm: '', widthCm: '', heightCm: '', pieces: '1' });
  const numbers = FIELDS.map(({ key }) => Number(values[key]));
  const complete = FIELDS.every(({ key }) => values[key].trim() !== '') && numbers.every((n) => Number.isFinite(n) && n >= 0);
  const result = complete
    ? chargeableWeight({
        mode,
        grossKg: Number(values.grossKg),
        lengthCm: Number(values.lengthCm),
        widthCm: Number(values.widthCm),
        heightCm: Number(values.heightCm),
        pieces: Number(values.pieces),
      })
    : null;
  return (
    <Card variation="outlined" as="section" aria-labelledby="tool-shipping" className="trade-form">
      <Heading level={3} id="tool-shipping">
        Shipping Calculator
      </Heading>
      <div className="form-grid">
        <SelectField label="Mode" value={mode} onChange={(e) => setMode(e.target.value as ShippingMode)}>
          <option value="air">Air freight</option>
          <option value="sea">Sea freight (LCL)</option>
        </SelectField>
        {FIELDS.map(({ key, label }) => (
          <TextField key={key} label={label} inputMode="decimal" value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
        ))}
      </div>
      <output aria-live="polite" data-testid="shipping-result">
        {result ? (
          result.mode === 'air' ? (
            <Text>
              Volume {result.cbm} CBM · volumetric weight {result.volumetric} kg · <strong>chargeable weight {result.chargeable} kg</strong> (by {result.basis})
            </Text>
          ) : (
            <Text>
              Volume {result.cbm} CBM · weight {result.volumetric} t · <strong>chargeable {result.chargeable} W/M</strong> (by {result.basis})
            </Text>
          )
        ) : (
          <Text className="muted">Enter the weight and package dimensions.</Text>
        )}
      </output>
    </Card>
  );
}
