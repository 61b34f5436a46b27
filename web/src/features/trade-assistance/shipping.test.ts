import { describe, expect, it } from 'vitest';
import { chargeableWeight } from './shipping';

describe('chargeableWeight', () => {
  it('air: volumetric weight wins when the box is light for its size', () => {
    // 100 × 80 × 60 cm = 480,000 cm³ / 6000 = 80 kg > 50 kg gross
    const result = chargeableWeight({ mode: 'air', grossKg: 50, lengthCm: 100, widthCm: 80, heightCm: 60 });
    expect(result).toMatchObject({ volumetric: 80, chargeable: 80, unit: 'kg', basis: 'volume', cbm: 0.48 });
  });

  it('air: gross weight wins for dense cargo, and pieces multiply the volume', () => {
    // 2 × 50 × 40 × 30 = 120,000 cm³ / 6000 = 20 kg < 45 kg gross
    const result = chargeableWeight({ mode: 'air', grossKg: 45, lengthCm: 50, widthCm: 40, heightCm: 30, pieces: 2 });
    expect(result).toMatchObject({ volumetric: 20, chargeable: 45, basis: 'weight', cbm: 0.12 });
  });

  it('sea: W/M takes the larger of tonnes and CBM', () => {
    // 120 × 100 × 150 cm = 1.8 m³; 900 kg = 0.9 t → 1.8 W/M by volume
    expect(chargeableWeight({ mode: 'sea', grossKg: 900, lengthCm: 120, widthCm: 100, heightCm: 150 })).toMatchObject({
      cbm: 1.8,
      volumetric: 0.9,
      chargeable: 1.8,
      unit: 'W/M',
      basis: 'volume',
    });
    // 2,500 kg = 2.5 t > 1.8 m³ → 2.5 W/M by weight
    expect(chargeableWeight({ mode: 'sea', grossKg: 2500, lengthCm: 120, widthCm: 100, heightCm: 150 })).toMatchObject({ chargeable: 2.5, basis: 'weight' });
  });

  it('rejects negative or non-numeric input', () => {
    expect(() => chargeableWeight({ mode: 'air', grossKg: -1, lengthCm: 1, widthCm: 1, heightCm: 1 })).toThrow(RangeError);
    expect(() => chargeableWeight({ mode: 'sea', grossKg: Number.NaN, lengthCm: 1, widthCm: 1, heightCm: 1 })).toThrow(RangeError);
  });
});
