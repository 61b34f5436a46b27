/** Air freight's volumetric divisor (IATA): cm³ per chargeable kg. */
export const AIR_VOLUMETRIC_DIVISOR = 6000;
/** Sea freight's weight-or-measure rule: 1 tonne counts as 1 CBM. */
export const SEA_KG_PER_CBM = 1000;

export type ShippingMode = 'air' | 'sea';

export interface ShippingInput {
  mode: ShippingMode;
  /** Gross weight of the shipment, kg. */
  grossKg: number;
  /** Dimensions of one package, cm. */
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Number of packages of that size (1 by default). */
  pieces?: number;
}

export interface ShippingResult {
  mode: ShippingMode;
  grossKg: number;
  /** Total volume, m³. */
  cbm: number;
  /** Air: L×W×H / 6000 in kg. Sea: the weight as revenue tonnes (kg / 1000). */
  volumetric: number;
  /** Air: chargeable kg = max(gross, volumetric). Sea: revenue tons W/M = max(tonnes, CBM). */
  chargeable: number;
  unit: 'kg' | 'W/M';
  /** Which side decides: 'weight' or 'volume'. */
  basis: 'weight' | 'volume';
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Chargeable weight: air = max(gross kg, L×W×H cm / 6000);
 * sea = CBM with W/M, the larger of the weight in tonnes and the volume in m³.
 * Figures are rounded to 2 decimals (air kg) or 3 (sea W/M, CBM).
 */
export function chargeableWeight(input: ShippingInput): ShippingResult {
  const pieces = input.pieces ?? 1;
  const values = [input.grossKg, input.lengthCm, input.widthCm, input.heightCm, pieces];
  if (values.some((value) => !Number.isFinite(value) || value < 0)) throw new RangeError('Weights and dimensions must be numbers of 0 or more');
  const cubicCm = input.lengthCm * input.widthCm * input.heightCm * pieces;
  const cbm = round(cubicCm / 1_000_000, 3);
  if (input.mode === 'air') {
    const volumetric = round(cubicCm / AIR_VOLUMETRIC_DIVISOR, 2);
    const basis = volumetric > input.grossKg ? 'volume' : 'weight';
    return { mode: 'air', grossKg: input.grossKg, cbm, volumetric, chargeable: Math.max(volumetric, round(input.grossKg, 2)), unit: 'kg', basis };
  }
  const tonnes = round(input.grossKg / SEA_KG_PER_CBM, 3);
  const basis = cbm > tonnes ? 'volume' : 'weight';
  return { mode: 'sea', grossKg: input.grossKg, cbm, volumetric: tonnes, chargeable: Math.max(cbm, tonnes), unit: 'W/M', basis };
}
